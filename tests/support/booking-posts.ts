// The booking form as the process-level specs drive it: plain HTTP against a running site, no
// browser, so that many visitors can press "Book this call" at once.
import type { RunningServer } from "./server-process";

/** The first day /book offers and that day's first time (an ISO instant, as the form posts it). */
export async function firstFreeSlot(base: string): Promise<{ day: string; start: string }> {
  const days = await (await fetch(`${base}/book`)).text();
  const day = /href="\/book\/(\d{4}-\d{2}-\d{2})"/.exec(days)?.[1];
  if (!day) throw new Error("no open day on /book");
  const times = await (await fetch(`${base}/book/${day}`)).text();
  const start = /\?at=(\d{4}-\d{2}-\d{2}T\d{2}(?:%3A|:)\d{2}(?:%3A|:)00\.000Z)/.exec(times)?.[1];
  if (!start) throw new Error(`no open time on /book/${day}`);
  return { day, start: decodeURIComponent(start) };
}

/** One press of "Book this call" on a day's page: the answer's status, page and redirect, unfollowed. */
export async function postBooking(server: RunningServer, day: string, body: URLSearchParams) {
  const response = await fetch(`${server.url}/book/${day}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body,
    redirect: "manual",
  });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}
