import { AsyncLocalStorage } from "node:async_hooks";

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs a request's handling with its id in reach of every log line written along the way, however
 * deep in a loader or a database call, without passing it through each function.
 */
export function runWithRequestId<T>(requestId: string, handle: () => T): T {
  return storage.run({ requestId }, handle);
}

/** The id of the request being handled, or undefined outside one (start-up, background jobs). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
