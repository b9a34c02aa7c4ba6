import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectWithToast, setToast, takeToast, toastMiddleware } from "./toast.server";

type Step = (context: RouterContextProvider) => Response | void;

/** Runs one request through the middleware; `step` plays the route (action and/or loaders). */
async function request(cookie: string | undefined, step: Step) {
  const context = new RouterContextProvider();
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const response = (await toastMiddleware(
    { request: new Request("http://localhost/contact", { headers }), context, params: {} } as never,
    async () => {
      return step(context) ?? new Response("ok");
    },
  )) as Response;
  const setCookie = response.headers.get("Set-Cookie");
  return { response, setCookie, cookie: setCookie?.split(";")[0] };
}

const sent = { title: "✅ Message Sent!", description: "Thanks!" };

/** The warnings the app's logger writes while `run` runs (it writes them to stderr). */
async function warningsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
  await run();
  return lines.filter((line) => / WARN /.test(line));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("toast middleware", () => {
  it("leaves cookies alone when no toast is involved", async () => {
    const { setCookie } = await request(undefined, () => {});
    expect(setCookie).toBeNull();
  });

  it("carries a toast set before a redirect to the next request, which takes it once and clears it", async () => {
    const first = await request(undefined, (context) => redirectWithToast(context, "/contact", sent));
    expect(first.response.status).toBe(302);
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/SameSite=Lax/i);

    let toast: ReturnType<typeof takeToast>;
    const second = await request(first.cookie, (context) => {
      toast = takeToast(context);
    });
    expect(toast!).toMatchObject({ ...sent, variant: "default" });
    expect(second.setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);

    let again: ReturnType<typeof takeToast> = { id: "sentinel" } as never;
    await request(second.cookie, (context) => {
      again = takeToast(context);
    });
    expect(again).toBeUndefined();
  });

  it("shows a toast set and rendered in the same request without writing a cookie", async () => {
    let toast: ReturnType<typeof takeToast>;
    const { setCookie } = await request(undefined, (context) => {
      setToast(context, { ...sent, variant: "destructive" });
      toast = takeToast(context);
    });
    expect(toast!).toMatchObject({ title: sent.title, variant: "destructive" });
    expect(setCookie).toBeNull();
  });

  it("keeps an unread toast for the request that renders the root", async () => {
    const first = await request(undefined, (context) => setToast(context, sent));
    const dataOnly = await request(first.cookie, () => {});
    expect(dataOnly.setCookie).toBeNull();
    let toast: ReturnType<typeof takeToast>;
    await request(first.cookie, (context) => {
      toast = takeToast(context);
    });
    expect(toast!.title).toBe(sent.title);
  });

  it("warns when a toast is set after the root loader took this request's, and shows it on the next page", async () => {
    let first!: Awaited<ReturnType<typeof request>>;
    const warnings = await warningsDuring(async () => {
      first = await request(undefined, (context) => {
        takeToast(context);
        setToast(context, { title: "Error fetching messages", variant: "destructive" });
      });
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /WARN +\[toast\] toast set after the root loader took this request's toast; it will show on the next page/,
    );
    expect(warnings[0]).toContain('path="/contact" title="Error fetching messages"');

    let toast: ReturnType<typeof takeToast>;
    await request(first.cookie, (context) => {
      toast = takeToast(context);
    });
    expect(toast!.title).toBe("Error fetching messages");
  });

  it("does not warn about a toast set before the root loader takes it (an action's)", async () => {
    const warnings = await warningsDuring(async () => {
      await request(undefined, (context) => {
        setToast(context, sent);
        takeToast(context);
      });
      await request(undefined, (context) => redirectWithToast(context, "/contact", sent));
    });
    expect(warnings).toEqual([]);
  });

  it("ignores a tampered cookie", async () => {
    const first = await request(undefined, (context) => setToast(context, sent));
    const [name, value] = first.cookie!.split("=");
    const forged = `${name}=${Buffer.from(JSON.stringify({ __flash_toast__: { id: "x", title: "Forged" } })).toString("base64")}.${value!.split(".")[1]}`;
    let toast: ReturnType<typeof takeToast> = { id: "sentinel" } as never;
    await request(forged, (context) => {
      toast = takeToast(context);
    });
    expect(toast).toBeUndefined();
  });
});
