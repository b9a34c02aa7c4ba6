// The booking form as the process-level specs drive it: plain HTTP against a running site, no
// browser, so that many visitors can press "Book this call" at once.
import { expect } from "@playwright/test";
import type { RunningServer } from "./server-process";

const OPEN_DAY = /href="\/book\/(\d{4}-\d{2}-\d{2})"/g;
const OPEN_TIME = /\?at=(\d{4}-\d{2}-\d{2}T\d{2}(?:%3A|:)\d{2}(?:%3A|:)00\.000Z)/g;

/**
 * The first `count` open times /book offers after `notBefore` (epoch ms) that fall on one day, with
 * that day: ISO instants, as the form posts them. A test whose calls must start close together asks
 * for them at once (the first open times may otherwise straddle a night).
 */
export async function freeTimesOnOneDay(
  base: string,
  notBefore: number,
  count: number,
): Promise<{ day: string; starts: string[] }> {
  const days = [...new Set([...(await (await fetch(`${base}/book`)).text()).matchAll(OPEN_DAY)].map((m) => m[1]!))];
  if (days.length === 0) throw new Error("no open day on /book");
  for (const day of days) {
    const times = await (await fetch(`${base}/book/${day}`)).text();
    const starts = [...times.matchAll(OPEN_TIME)]
      .map((match) => decodeURIComponent(match[1]!))
      .filter((time) => Date.parse(time) > notBefore);
    if (starts.length >= count) return { day, starts: starts.slice(0, count) };
  }
  throw new Error(`no day on /book with ${count} open times after ${new Date(notBefore).toISOString()}`);
}

/** The first free time /book offers that starts after `notBefore` (any time by default), with its day. */
export async function firstFreeSlot(base: string, notBefore = 0): Promise<{ day: string; start: string }> {
  const { day, starts } = await freeTimesOnOneDay(base, notBefore, 1);
  return { day, start: starts[0]! };
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

/**
 * `count` visitors press "Book this call" for one time at once, taking turns over the sites (several
 * instances on one database); `fields(index)` is what visitor `index` typed. Their answers, in order.
 */
export function rushOneTime(
  sites: readonly RunningServer[],
  day: string,
  count: number,
  fields: (index: number) => Record<string, string>,
) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      postBooking(sites[index % sites.length]!, day, new URLSearchParams(fields(index))),
    ),
  );
}

/**
 * What a rush on one time must come to: nothing answers 5xx, `booked` visitors get the call (303)
 * and every other one is told "That time was just taken" (409). Returns those refusals.
 */
export function expectBookedAndRefused(answers: Awaited<ReturnType<typeof postBooking>>[], booked: number) {
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status >= 500),
    "no 5xx",
  ).toEqual([]);
  expect(statuses.filter((status) => status === 303)).toHaveLength(booked);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(refused).toHaveLength(answers.length - booked);
  for (const refusal of refused) expect(refusal.html).toContain("That time was just taken");
  return refused;
}
