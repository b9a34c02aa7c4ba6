import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { maskSecrets } from "../app/lib/log-secrets.server";
import { logger } from "../app/lib/log.server";
import { requestIdFrom } from "../app/lib/request-id.server";
import { runWithRequestId } from "../app/lib/request-scope.server";
import { canonicalPath } from "./canonical-path";

const log = logger("access");

// A path is ours to name (a page, a post's slug); past this length it is noise or an attack.
const MAX_PATH = 300;
const MAX_QUERY_KEYS = 20;

export type AccessFields = {
  method: string;
  path: string;
  /** The query's parameter names only: values may be an address, a name, a token. */
  query?: string[];
  status: number;
  ms: number;
  /** Body bytes handed to the connection (after compression), headers not counted. */
  bytes: number;
  requestId: string;
  /** The client went away before the whole answer was sent. */
  aborted?: true;
};

interface Measured {
  startedAt: bigint;
  bytes: number;
}

interface Answered {
  method?: string;
  /** The address as it arrived, in origin form ("/path?query"). */
  url: string;
  /** 0 when the client went away before any answer was sent. */
  status: number;
  finished: boolean;
  requestId: string;
}

/**
 * The path with its secrets masked. A path the site redirects to its canonical form ("/book/./
 * manage/…") may hide a key from the patterns; when its canonical form holds one, that form is
 * logged instead, masked.
 */
function loggablePath(path: string): string {
  const masked = maskSecrets(path);
  let canonical: string;
  try {
    canonical = canonicalPath(path);
  } catch {
    return masked;
  }
  if (canonical === path) return masked;
  const maskedCanonical = maskSecrets(canonical);
  return maskedCanonical === canonical ? masked : maskedCanonical;
}

/** The access line's fields: the request as an operator needs it, never a body, cookie, credential or key in the path. */
export function accessFields(answered: Answered, measured: Measured, now = process.hrtime.bigint()): AccessFields {
  const { url } = answered;
  const questionMark = url.indexOf("?");
  const fields: AccessFields = {
    method: answered.method ?? "",
    path: loggablePath((questionMark === -1 ? url : url.slice(0, questionMark)).slice(0, MAX_PATH)),
    status: answered.status,
    ms: Math.round(Number(now - measured.startedAt) / 1e4) / 100,
    bytes: measured.bytes,
    requestId: answered.requestId,
  };
  if (questionMark !== -1) {
    const keys = [...new Set(new URLSearchParams(url.slice(questionMark + 1)).keys())];
    if (keys.length) fields.query = keys.slice(0, MAX_QUERY_KEYS).map((key) => key.slice(0, 50));
  }
  if (!answered.finished) fields.aborted = true;
  return fields;
}

function chunkBytes(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === "string")
    return Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
}

/** Counts the body bytes as they are written, whoever writes them (Express, the page cache, React Router). */
function countBytes(res: ServerResponse, measured: Measured) {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    measured.bytes += chunkBytes(args[0], args[1]);
    return write(...args);
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== "function") measured.bytes += chunkBytes(args[0], args[1]);
    return end(...args);
  }) as ServerResponse["end"];
}

const SHARED_PAGE_TYPE = "text/html";

/**
 * Answers a request whole and at once, with a header block of its own that carries `requestId`,
 * before the normal listener runs: the body bytes it sent, or undefined when it did not answer.
 * Nothing is set on the response before it is called, and the answer is complete when it returns.
 */
export type AnswerAtOnce = (req: IncomingMessage, res: ServerResponse, requestId: string) => number | undefined;

/**
 * The answered request itself, for the visit counter (app/insights): it reads a few headers and
 * returns at once, without keeping the request.
 */
export type OnRequestAnswered = (
  req: IncomingMessage,
  answer: { url: string; status: number; contentType: string | undefined },
) => void;

/**
 * Wraps the server's request listener: every request gets an id (sent back in X-Request-Id, and
 * on every log line written while it is handled) and one access line once its answer is done or
 * abandoned. It is the outermost layer, so pages sent from memory (`answerAtOnce`) are counted too.
 * `onAnswered` gets the same fields (the request metrics are made from them).
 */
export function withAccessLog(
  listener: RequestListener,
  {
    onAnswered,
    answerAtOnce,
    onRequestAnswered,
  }: {
    onAnswered?: (fields: AccessFields) => void;
    answerAtOnce?: AnswerAtOnce;
    onRequestAnswered?: OnRequestAnswered;
  } = {},
): RequestListener {
  // Written outside the request's async context, so the id is passed along, not looked up.
  const done = (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    measured: Measured,
    fromMemory: boolean,
  ) => {
    const answered: Answered = {
      method: req.method,
      // Read at the end: by then the request target is in origin form (toOriginForm).
      url: (req as { originalUrl?: string }).originalUrl ?? req.url ?? "",
      status: res.headersSent ? res.statusCode : 0,
      finished: res.writableFinished,
      requestId,
    };
    const fields = accessFields(answered, measured);
    log.info("request", fields);
    onAnswered?.(fields);
    if (onRequestAnswered && answered.finished) {
      // A page from memory goes out through writeHead's header list, which getHeader cannot
      // read; each is a shared page or its navigation data (which the counter knows by its path).
      const contentType = fromMemory ? SHARED_PAGE_TYPE : res.getHeader("content-type");
      onRequestAnswered(req, {
        url: answered.url,
        status: answered.status,
        contentType: typeof contentType === "string" ? contentType : undefined,
      });
    }
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    const startedAt = process.hrtime.bigint();
    // A page from memory is the busiest path: it is sent before anything else is set up, and its
    // bytes are known, so its writes are not counted one by one. It runs no code of its own after
    // this call (a re-render it starts is for nobody), so it needs no request scope either.
    const sent = answerAtOnce?.(req, res, requestId);
    if (sent !== undefined) {
      const measured: Measured = { startedAt, bytes: sent };
      res.once("close", () => done(req, res, requestId, measured, true));
      return;
    }
    const measured: Measured = { startedAt, bytes: 0 };
    countBytes(res, measured);
    res.once("close", () => done(req, res, requestId, measured, false));
    runWithRequestId(requestId, () => {
      res.setHeader("X-Request-Id", requestId);
      listener(req, res);
    });
  };
}
