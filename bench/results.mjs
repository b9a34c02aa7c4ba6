// One table of every benchmark's latest rows (bench/data/*.json), written to bench/results.md
// with the machine they ran on. The last step of `npm run bench`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../scripts/chromium.mjs";
import { root } from "./server.mjs";

const sections = [
  ["pages", "Public pages, 50 connections, br/gzip", "bench/pages.md"],
  ["renders", "Per-visitor renders, before and now", "bench/renders.md"],
  ["contact", "Contact form", "bench/contact.md"],
  ["booking", "Booking a call", "bench/booking.md"],
  ["booking-hosts", "Booking pages, 3 hosts and 3 calendars", "bench/booking-hosts.md"],
  ["blog", "Blog at 100 and 10,000 posts (rendered)", "bench/blog.md"],
  ["backup", "Backup and restore at 100,000 leads", "bench/backup.md"],
  ["lighthouse", "Lighthouse mobile, median of 3", "bench/lighthouse.md"],
  ["observatory", "Security headers", "bench/observatory.md"],
  ["load", "Load and fault tests", "bench/load.md"],
];

const lines = ["| area | measure | result | side by side, same run |", "| --- | --- | --- | --- |"];
const missing = [];
for (const [name, area, detail] of sections) {
  const file = path.join(root, "bench", "data", `${name}.json`);
  if (!existsSync(file)) {
    missing.push(name);
    continue;
  }
  const { measuredAt, rows } = JSON.parse(readFileSync(file, "utf8"));
  for (const row of rows) {
    lines.push(
      `| ${area} ([detail](${path.basename(detail)}), ${measuredAt.slice(0, 10)}) | ${row.measure} | ${row.result} | ${row.compared ?? ""} |`,
    );
  }
}

let chromium = "not found";
try {
  chromium = execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim();
} catch {
  // Reported as "not found".
}
const markdown = `# Benchmark results

Every row comes from \`npm run bench\` (build, then each benchmark against the production server on
an embedded PostgreSQL, load generator on the same machine); its last step, \`npm run test:load\`,
writes the "Load and fault tests" rows (bench/data/load.json, kept in git) when all of them pass. Rows of
one area were measured in the same run, side by side; compare them with each other rather than
with other machines.

Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, ${chromium}. Table written ${new Date().toISOString().slice(0, 10)}.
${missing.length ? `\nNot measured yet: ${missing.join(", ")}.\n` : ""}
${lines.join("\n")}
`;
writeFileSync(path.join(root, "bench", "results.md"), markdown);
console.log(markdown);
