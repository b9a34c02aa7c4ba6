/**
 * The page whose navigation data a single-fetch request asks for (`/blog.data?page=2&_routes=…`
 * is `/blog?page=2`; `/_.data` is `/`), or null when the address is not a data request. The same
 * mapping as React Router's with trailing-slash-aware data requests on: `/services/_.data` is
 * `/services/`, a path the site only ever redirects, so it is never shared.
 */
export function pageOfDataRequest(url: string): string | null {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.endsWith(".data")) return null;
  const pagePath = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length);
  if (!pagePath.startsWith("/")) return null;
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  params.delete("_routes");
  const search = params.toString();
  return search ? `${pagePath}?${search}` : pagePath;
}
