// The production server writes one JSON object per line; process tests read its output through these.

export interface LogLine {
  level: "debug" | "info" | "warn" | "error";
  time: string;
  scope: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

// The test fakes' preload (tests/fakes) announces itself in the server process; not the site's log.
const FAKE_PRELOAD = /^\[fake-[a-z]+\] /;

/** Every line of a server's output, parsed; a line that is no JSON object fails the test, named. */
export function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "" && !FAKE_PRELOAD.test(line))
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as LogLine;
      } catch {
        // Reported below with the line itself.
      }
      throw new Error(`not a JSON log line: ${line.slice(0, 300)}`);
    });
}

/** The lines of one scope whose message contains the text (or matches the pattern). */
export function linesSaying(output: string, scope: string, text: string | RegExp): LogLine[] {
  return logLines(output).filter(
    (line) => line.scope === scope && (typeof text === "string" ? line.msg.includes(text) : text.test(line.msg)),
  );
}

/** The lines logged at level error, for "nothing failed" checks. */
export function errorLines(output: string): LogLine[] {
  return logLines(output).filter((line) => line.level === "error");
}

/** The access lines: one per request, with method, path, status, ms, bytes and requestId. */
export function accessLines(output: string): LogLine[] {
  return logLines(output).filter((line) => line.scope === "access");
}
