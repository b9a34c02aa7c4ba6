// The running outbox worker of this process, if any: set by start.server.ts, woken by enqueuers.
let wake: (() => void) | undefined;

export function setOutboxWorker(wakeWorker: (() => void) | undefined): void {
  wake = wakeWorker;
}

export function wakeOutboxWorker(): void {
  wake?.();
}
