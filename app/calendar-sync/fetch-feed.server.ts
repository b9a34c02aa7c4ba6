import { formatBytes } from "~/lib/body-limit.server";

/**
 * One request for a calendar file. Bounded in time (the whole exchange, body included) and in
 * size (the count stops reading past the cap, whatever Content-Length claimed), and conditional
 * when an earlier copy's validators are given. Every failure becomes a short sentence for staff
 * that never quotes the address: fetch's own errors can, so they are not passed on.
 */

const FETCH_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 2 * 1024 * 1024;

export type Validators = { etag: string | null; lastModified: string | null };

export type FetchOutcome =
  ({ kind: "fresh"; text: string } & Validators) | { kind: "unchanged" } | { kind: "failed"; error: string };

export type FetchLimits = { timeoutMs: number; maxBytes: number };

const DEFAULT_LIMITS: FetchLimits = { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_FEED_BYTES };

class TooLarge extends Error {}

function refusal(status: number): string {
  if (status === 401 || status === 403)
    return `The calendar server refused the address (${status}). It may have been reset: paste the new one.`;
  if (status === 404 || status === 410)
    return `The calendar server no longer knows this address (${status}). It may have been reset: paste the new one.`;
  return `The calendar server answered with an error (${status}).`;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new TooLarge();
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      void reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

export async function fetchFeed(
  address: string,
  validators: Validators | undefined,
  limits: FetchLimits = DEFAULT_LIMITS,
): Promise<FetchOutcome> {
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5" };
  if (validators?.etag) headers["If-None-Match"] = validators.etag;
  if (validators?.lastModified) headers["If-Modified-Since"] = validators.lastModified;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(address, { headers, signal, redirect: "follow" });
    // An unread body is cancelled, not awaited: undici may hold the cancel until the timeout.
    if (response.status === 304 && validators) {
      void response.body?.cancel().catch(() => {});
      return { kind: "unchanged" };
    }
    if (response.status !== 200) {
      void response.body?.cancel().catch(() => {});
      return { kind: "failed", error: refusal(response.status) };
    }
    const text = await readCapped(response, limits.maxBytes);
    return {
      kind: "fresh",
      text,
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
    };
  } catch (error) {
    if (error instanceof TooLarge)
      return { kind: "failed", error: `The calendar file is larger than ${formatBytes(limits.maxBytes)}.` };
    if (signal.aborted)
      return {
        kind: "failed",
        error: `The calendar server did not answer within ${Math.round(limits.timeoutMs / 1000)} seconds.`,
      };
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const why = typeof code === "string" && /^[A-Z_]+$/.test(code) ? ` (${code})` : "";
    return { kind: "failed", error: `The calendar server could not be reached${why}.` };
  }
}
