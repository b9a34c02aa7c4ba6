import { AsyncLocalStorage } from "node:async_hooks";
import diagnostics from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";

/**
 * @emailjs/nodejs sends with node:https and takes no timeout or abort signal, so a hung
 * connection would never settle and its socket would stay open for good. Node announces every
 * outgoing HTTP request on the "http.client.request.start" diagnostics channel, synchronously and
 * inside the caller's async context: a send run under `withDeadline` collects the requests it
 * starts, and when time is up they are destroyed, which closes their sockets and makes the SDK's
 * own promise reject. Nothing leaks, and the caller is free as soon as the deadline passes.
 */
const scope = new AsyncLocalStorage<Set<ClientRequest>>();

diagnostics.subscribe("http.client.request.start", (message) => {
  const { request } = message as { request: ClientRequest };
  scope.getStore()?.add(request);
});

class DeadlineError extends Error {
  override name = "DeadlineError";
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`);
  }
}

export async function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const requests = new Set<ClientRequest>();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(ms);
      for (const request of requests) request.destroy(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([scope.run(requests, work), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
