import { randomBytes } from "node:crypto";
import { eventStream } from "remix-utils/sse/server";
import { getEnv } from "~/lib/env.server";
import { leadChanges, type LeadChange, type LeadListener } from "./live.server";
import { sessionKey, stillSignedIn } from "./live-session.server";

/** What a page is told, on the "leads" event: which lead changed, or that it should look again. */
type LeadDeskMessage = { lead?: string; reason?: "open" | "resync"; n: number; s: string };

interface LeadStreamTiming {
  /** A comment-like event now and then, so proxies and load balancers see the stream alive. */
  heartbeatMs: number;
  /** How often the session the stream was opened with is asked again. */
  sessionCheckMs: number;
  /** Then the stream ends and the browser opens it again, through the admin gate. */
  maxLifeMs: number;
}

const TIMING: LeadStreamTiming = { heartbeatMs: 20_000, sessionCheckMs: 30_000, maxLifeMs: 10 * 60_000 };

// Staff data: no cache may keep it. `no-transform` keeps the server's compression off it (it would
// hold small events back in its buffer), as X-Accel-Buffering does for nginx in front.
const HEADERS = {
  "Cache-Control": "private, no-store, no-transform",
  "X-Accel-Buffering": "no",
  "X-Robots-Tag": "noindex, nofollow",
};

type OpenStream = { key: string; end: () => void };
const openStreams = new Set<OpenStream>();

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

export interface LeadStreamOptions {
  maxConnections?: number;
  listener?: LeadListener;
  stillValid?: (request: Request) => Promise<boolean>;
  timing?: Partial<LeadStreamTiming>;
}

/**
 * The live lead desk's event stream for one open page (the caller has checked it is staff's).
 * Each change heard from the database becomes a small "leads" event naming the lead's id and
 * nothing else; the page then loads its data again. The stream ends when the page goes, when the
 * session it was opened with no longer holds, at sign-out in this browser, or after its bounded
 * life (the browser then reconnects through the admin gate).
 */
export function leadEventStream(request: Request, options: LeadStreamOptions = {}): Response {
  const max = options.maxConnections ?? getEnv().LEAD_EVENTS_MAX_CONNECTIONS;
  if (openStreams.size >= max)
    return plain(
      503,
      max === 0
        ? "Live updates of the lead desk are off on this server. Reload the page to see new leads and changes."
        : "Too many lead desk pages are open for live updates on this server. Reload the page to see new leads and changes.",
    );
  if (request.signal.aborted) return plain(400, "The page went away before its live updates started.");
  if (request.method === "HEAD")
    return new Response(null, { headers: { ...HEADERS, "Content-Type": "text/event-stream" } });
  const listener = options.listener ?? leadChanges;
  const stillValid = options.stillValid ?? stillSignedIn;
  const timing = { ...TIMING, ...options.timing };

  // Never aborted: every ending goes through end() below, which survives a stream the server has
  // already cancelled (remix-utils would throw from inside the abort listener, off any try).
  const response = eventStream(new AbortController().signal, (send, close) => {
    const tag = randomBytes(4).toString("hex");
    let n = 0;
    let ended = false;
    const stream: OpenStream = { key: sessionKey(request), end };
    const emit = (event: string, data: string) => {
      try {
        send({ event, data });
      } catch {
        end();
      }
    };
    const tell = (message: Omit<LeadDeskMessage, "n" | "s">) =>
      emit("leads", JSON.stringify({ ...message, n: ++n, s: tag } satisfies LeadDeskMessage));
    const unsubscribe = listener.subscribe((change: LeadChange) =>
      tell(change.kind === "changed" ? { lead: change.leadId } : { reason: "resync" }),
    );
    const heartbeat = setInterval(() => emit("heartbeat", ""), timing.heartbeatMs);
    const sessionCheck = setInterval(() => {
      void stillValid(request).then((valid) => valid || end(), end);
    }, timing.sessionCheckMs);
    const lifetime = setTimeout(end, timing.maxLifeMs);

    function end() {
      if (ended) return;
      ended = true;
      try {
        close();
      } catch {
        // The server cancelled the stream first (the browser went away): nothing left to close.
      }
    }
    request.signal.addEventListener("abort", end, { once: true });
    openStreams.add(stream);
    // A page that opens (or reopens) the stream looks once: what changed before it was heard.
    tell({ reason: "open" });
    return () => {
      openStreams.delete(stream);
      request.signal.removeEventListener("abort", end);
      unsubscribe();
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      clearTimeout(lifetime);
    };
  });
  for (const [name, value] of Object.entries(HEADERS)) response.headers.set(name, value);
  return response;
}

/** Sign-out: the streams opened with this request's sign-in (its browser's other tabs) end now. */
export function endLeadStreamsOf(request: Request): void {
  const key = sessionKey(request);
  for (const stream of [...openStreams]) if (stream.key === key) stream.end();
}

/** Shutdown: every stream ends, so the server is not kept waiting for pages that never finish. */
export function endAllLeadStreams(): void {
  for (const stream of [...openStreams]) stream.end();
}

/** For tests: how many streams are open in this process. */
export const openLeadStreams = () => openStreams.size;
