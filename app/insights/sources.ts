/** Where a visit came from: a named source and its medium, and the campaign when one is named. */
export interface VisitSource {
  source: string;
  medium: string;
  campaign: string;
}

type Medium = "organic search" | "social";

// Matched on the referrer's host, any subdomain and any country domain ("google.co.uk").
const NAMED: readonly [RegExp, string, Medium][] = [
  [/(^|\.)google\.[a-z.]+$/, "Google", "organic search"],
  [/(^|\.)bing\.com$/, "Bing", "organic search"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo", "organic search"],
  [/(^|\.)yahoo\.[a-z.]+$/, "Yahoo", "organic search"],
  [/(^|\.)ecosia\.org$/, "Ecosia", "organic search"],
  [/(^|\.)baidu\.com$/, "Baidu", "organic search"],
  [/(^|\.)yandex\.[a-z.]+$/, "Yandex", "organic search"],
  [/(^|\.)search\.brave\.com$/, "Brave Search", "organic search"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "Facebook", "social"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn", "social"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "X (Twitter)", "social"],
  [/(^|\.)instagram\.com$/, "Instagram", "social"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube", "social"],
  [/(^|\.)reddit\.com$/, "Reddit", "social"],
];

const CLICK_IDS: readonly [string, string][] = [
  ["gclid", "Google Ads"],
  ["msclkid", "Microsoft Ads"],
  ["fbclid", "Facebook"],
];

const MAX_LABEL = 100;
const label = (value: string | null) => (value ?? "").trim().toLowerCase().slice(0, MAX_LABEL);

/** The referrer's host, or null when there is none or it is not a web address. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The visit's source. Tags a campaign puts in the address win over the referrer; an ad's click id
 * names its network as paid; a link from the site itself is no source (null: the visit goes on).
 */
export function visitSource(
  query: URLSearchParams,
  referrer: string | undefined,
  ownHosts: readonly string[],
): VisitSource | null {
  const host = referrerHost(referrer);
  const campaign = label(query.get("utm_campaign"));
  const utmSource = label(query.get("utm_source"));
  if (utmSource) return { source: utmSource, medium: label(query.get("utm_medium")) || "campaign", campaign };
  const click = CLICK_IDS.find(([name]) => query.has(name));
  if (click) return { source: click[1], medium: "paid", campaign };
  if (host === null) return { source: "direct", medium: "direct", campaign };
  if (ownHosts.includes(host)) return null;
  const named = NAMED.find(([pattern]) => pattern.test(host));
  if (named) return { source: named[1], medium: named[2], campaign };
  return { source: host.replace(/^www\./, "").slice(0, MAX_LABEL), medium: "referral", campaign };
}
