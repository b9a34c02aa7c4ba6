/**
 * A calendar's private iCal address: what is accepted, and what of it staff may see again. The
 * secret part of such an address is a path segment (Google's "private-…", iCloud's long key,
 * Outlook's two ids) or a query value, so only the host and a plain file name are ever shown.
 */

export const ADDRESS_MAX = 2_000;

/**
 * The address to fetch, or a sentence saying what is wrong with it. Calendar apps hand out
 * webcal:// addresses: that is https under a name that opens a calendar app, so it is fetched as
 * https. Credentials in the address are refused: fetch() will not send them, and the log would
 * be the next place they leak to.
 */
export function parseFeedAddress(typed: string): { address: string } | { problem: string } {
  const text = typed.trim();
  if (text.length === 0) return { problem: "Paste the calendar's private iCal address." };
  if (text.length > ADDRESS_MAX) return { problem: `An address is at most ${ADDRESS_MAX} characters.` };
  let url: URL;
  try {
    url = new URL(text.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return { problem: "This is not a web address. It starts with https:// or webcal://." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { problem: "Only https://, http:// and webcal:// addresses can be read." };
  if (url.username || url.password)
    return { problem: "Leave the user name and password out of the address: they cannot be sent." };
  url.hash = "";
  return { address: url.href };
}

// A last segment such as "basic.ics" or "calendar.ics" is a file name; a long or numbered one may
// be the key itself (iCloud's addresses end in it), so it is hidden too.
const PLAIN_FILE = /^[A-Za-z_-]{1,16}\.[A-Za-z]{2,5}$/;

/** "calendar.google.com/…/basic.ics": the host, and the file name when it cannot be the key. */
export function maskFeedAddress(address: string): string {
  const url = new URL(address);
  const last = url.pathname.split("/").at(-1) ?? "";
  return PLAIN_FILE.test(last) ? `${url.host}/…/${last}` : `${url.host}/…`;
}
