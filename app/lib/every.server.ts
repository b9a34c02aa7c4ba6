/**
 * Runs `pass` now and then every `everyMs`, never two at once (a slow pass makes the next tick
 * wait for nothing: it is skipped), in every instance of the site; the jobs that use it let the
 * database decide which instance does what. A pass that throws is reported and tried again at
 * the next tick. The timer does not keep the process alive; stop() ends the ticks and waits for a
 * pass under way, for a clean shutdown.
 */
export function runEvery(
  everyMs: number,
  pass: () => Promise<unknown>,
  onError: (error: Error) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= pass()
      .then(() => undefined)
      .catch((error: unknown) => onError(error as Error))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
