// A tiny cookie-keeping HTTP client for the staff sign-in process tests (not a spec itself).

export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  setCookies: string[];
  text: string;
}

export class CookieClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private absorb(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const method = init.method ?? (init.form ? "POST" : "GET");
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    if (method !== "GET" && method !== "HEAD") headers.Origin ??= this.baseUrl;
    if (init.form) headers["Content-Type"] = "application/x-www-form-urlencoded";
    const url = path.startsWith("http") ? path : `${this.baseUrl}${path}`;
    const response = await fetch(url, {
      method,
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: "manual",
    });
    const setCookies = response.headers.getSetCookie();
    // Cookies are only kept for the site itself (the fake provider's own redirects set none).
    if (url.startsWith(this.baseUrl)) this.absorb(setCookies);
    // Server-sent events (the live lead desk) never end: the stream's headers are the whole answer.
    const endless = response.headers.get("content-type")?.startsWith("text/event-stream");
    if (endless) await response.body?.cancel();
    return {
      status: response.status,
      location: response.headers.get("location"),
      headers: response.headers,
      setCookies,
      text: endless ? "" : await response.text(),
    };
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request(path, { form, headers });
  }
}

/** The pathname + search of a Location header (relative or absolute). */
export function pathOf(location: string | null): string {
  if (!location) return "";
  const url = new URL(location, "http://x");
  return `${url.pathname}${url.search}`;
}
