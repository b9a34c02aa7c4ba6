import { isbot } from "isbot";
import { SITE_COOKIES } from "~/lib/site-cookies";

/** What the outermost layer knows of an answered request: enough to count it, nothing kept. */
export interface AnsweredRequest {
  method: string | undefined;
  /** Origin form, with its query ("/services?utm_source=x"). */
  url: string;
  status: number;
  contentType: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface Counted {
  kind: "view" | "not_found";
  /** The page's path, without its query (a `.data` request counts as its page). */
  path: string;
  query: URLSearchParams;
  referrer: string | undefined;
  userAgent: string;
}

// Never pages for a visitor: staff's own screens, machine endpoints and stored files.
const NOT_PAGES = /^\/(admin|api|healthz|assets|uploads)(\/|$)|\.[a-z0-9]{1,5}$/i;
const STAFF_COOKIES = [`${SITE_COOKIES.staffSession}=`, "sb-"];

// Most views have no query: they share one empty one, which nobody changes.
const NO_QUERY = new URLSearchParams();

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function isPrefetch(headers: AnsweredRequest["headers"]): boolean {
  const purpose = header(headers["sec-purpose"]) ?? header(headers["purpose"]) ?? "";
  return purpose.toLowerCase().includes("prefetch");
}

function acceptsHtml(headers: AnsweredRequest["headers"]): boolean {
  return (
    (header(headers["sec-fetch-dest"]) ?? "") === "document" || (header(headers.accept) ?? "").includes("text/html")
  );
}

/** A staff session cookie is there: the cookie header is only scanned, never parsed or kept. */
function fromStaff(headers: AnsweredRequest["headers"]): boolean {
  const cookie = header(headers.cookie);
  if (!cookie) return false;
  return cookie.split(";").some((part) => STAFF_COOKIES.some((name) => part.trimStart().startsWith(name)));
}

/** The page a request shows and whether it is a navigation's data, or null for anything else. */
function pageOf(url: string): { path: string; search: string; data: boolean } | null {
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  const search = question === -1 ? "" : url.slice(question + 1);
  if (path.endsWith(".data")) {
    const page = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length);
    return page.startsWith("/") ? { path: page, search, data: true } : null;
  }
  return { path, search, data: false };
}

/**
 * A page view (a document answered with HTML, or a client-side navigation's data), a page not
 * found, or null: assets, bots, staff, prefetches, other methods and statuses are not counted.
 */
export function classify(request: AnsweredRequest, isBotAgent: (userAgent: string) => boolean = isbot): Counted | null {
  if (request.method !== "GET") return null;
  const page = pageOf(request.url);
  if (page === null || NOT_PAGES.test(page.path)) return null;
  const { headers } = request;
  const userAgent = header(headers["user-agent"]) ?? "";
  if (!userAgent || isBotAgent(userAgent) || isPrefetch(headers) || fromStaff(headers)) return null;
  let kind: Counted["kind"];
  if (request.status === 404) kind = "not_found";
  else if (request.status === 200 && (page.data || (request.contentType ?? "").startsWith("text/html"))) kind = "view";
  // A page the browser already holds, checked again (a return visit, a reload): no body, no type.
  else if (request.status === 304 && (page.data || acceptsHtml(headers))) kind = "view";
  else return null;
  const query = page.search ? new URLSearchParams(page.search) : NO_QUERY;
  if (page.search) query.delete("_routes");
  return { kind, path: page.path.slice(0, 300), query, referrer: header(headers.referer), userAgent };
}
