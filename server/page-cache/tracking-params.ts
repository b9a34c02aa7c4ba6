// Campaign tags and ad click ids name where a visitor came from (app/insights reads them from the
// request); the page is the same without them. gclid and fbclid are unique per click, so as part
// of the key every ad visitor would get a render of their own and push shared pages out.
const TRACKING = /^(utm_[a-z]+|gclid|msclkid|fbclid)$/i;
const MAYBE_TRACKING = /[?&](utm_|gclid=|msclkid=|fbclid=)/i;

/** The address without its tracking parameters, the others kept in their order. */
export function withoutTracking(url: string): string {
  if (!MAYBE_TRACKING.test(url)) return url;
  const question = url.indexOf("?");
  const params = new URLSearchParams(url.slice(question + 1));
  for (const name of [...params.keys()]) if (TRACKING.test(name)) params.delete(name);
  const search = params.toString();
  return search ? `${url.slice(0, question)}?${search}` : url.slice(0, question);
}
