// The load generator of the HTTP benchmarks: wrk, one thread by default, so the server keeps the other core.
import { execFileSync } from "node:child_process";

/** wrk is a Debian package: installed here when missing and running as root, else named. */
export function ensureWrk() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return;
  } catch (error) {
    // wrk --version exits 1 after printing its version.
    if (error.code !== "ENOENT") return;
  }
  if (process.getuid?.() !== 0) throw new Error("the benchmark needs wrk: sudo apt-get install -y wrk");
  execFileSync("apt-get", ["install", "-y", "-qq", "wrk"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const MS = { us: 0.001, ms: 1, s: 1000 };
const toMs = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [];
  return value ? Number((Number(value) * MS[unit]).toFixed(2)) : NaN;
};

/**
 * One wrk run against `url` with the given request headers: requests/s, p50 and p99 in ms, and
 * errors (non-2xx/3xx answers and socket errors).
 */
export function wrk(url, headers, { seconds, connections, threads = 1 }) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const out = execFileSync("wrk", args, { encoding: "utf8" });
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)?.slice(1).map(Number) ?? [];
  const errors = non2xx + socket.reduce((sum, n) => sum + n, 0);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])),
    p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    errors,
  };
}
