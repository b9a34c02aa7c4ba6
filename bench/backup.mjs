// npm run backup and npm run restore at scale: 100,000 leads seeded straight into PostgreSQL (with
// their contact requests, booked calls and audits, bench/lead-seed.mjs, plus a note and a status
// change on every tenth lead), then the backup of the running site and a restore of that file into
// a new data folder, each as the operator runs it (node scripts/backup.mjs, from the build).
// Measures each command's wall time, rows/s, its peak memory, and the file's size.
// Usage: npm run build && node bench/backup.mjs   (writes bench/backup.md and bench/data/backup.json)
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedLeads } from "./lead-seed.mjs";
import { record } from "./record.mjs";
import { root, startBenchServer } from "./server.mjs";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const loadAtStart = os.loadavg()[0];
const port = 4400 + Math.floor(Math.random() * 100);

async function connect(dataDir) {
  const dbPort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port: dbPort, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

/** Staff work on the seeded leads: a note on every tenth, and its move from new to contacted. */
async function seedStaffWork(db) {
  await db.query(`
    insert into lead_notes (lead_id, author, body, created_at)
    select id, 'staff@example.com', 'Called back; wants a quote for ' || (n % 40 + 1) || ' laptops',
           received_at + interval '1 hour'
    from (select id, received_at, row_number() over (order by received_at) as n from leads) l
    where n % 10 = 0`);
  await db.query(`
    insert into lead_events (lead_id, actor, what, "from", "to", at)
    select lead_id, 'staff@example.com', 'status', 'new', 'contacted', created_at from lead_notes`);
  await db.query("update leads set status = 'contacted' where id in (select lead_id from lead_notes)");
  await db.query("analyze");
}

/** Every table's row count, summed: what the backup writes and the restore loads. */
async function totalRows(db) {
  const { rows } = await db.query(
    "select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where nspname = 'public' and relkind = 'r'",
  );
  let total = 0;
  for (const { name } of rows) {
    total += (await db.query(`select count(*)::int as n from public.${pg.escapeIdentifier(name)}`)).rows[0].n;
  }
  return total;
}

/** Runs node scripts/backup.mjs …, sampling the process's resident memory every 20 ms. */
async function timed(args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/backup.mjs", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let peakMb = 0;
  const sampler = setInterval(() => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
      if (match) peakMb = Math.max(peakMb, Number(match[1]) / 1024);
    } catch {
      // Exited between two samples.
    }
  }, 20);
  const code = await new Promise((resolve) => child.once("exit", (exit, signal) => resolve(exit ?? signal)));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`node scripts/backup.mjs ${args.join(" ")} exited with ${code}:\n${output}`);
  return { seconds: (performance.now() - started) / 1000, peakMb, output };
}

const server = await startBenchServer({ label: "backup", port });
const backups = mkdtempSync(path.join(os.tmpdir(), "bench-backups-"));
const restoredDir = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-restored-")), "data");
// Run as root, the embedded PostgreSQL runs as another user, who must be able to reach the folder.
chmodSync(path.dirname(restoredDir), 0o711);
let backup;
let restore;
let again;
let rows;
let bytes;
let leadsAfter;
try {
  const db = await connect(server.dataDir);
  try {
    const seedStarted = performance.now();
    const leads = await seedLeads(db, LEADS);
    await seedStaffWork(db);
    rows = await totalRows(db);
    console.log(
      `seeded ${leads} leads, ${rows} rows in all (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await db.end();
  }

  // The site keeps running, as for a nightly backup: the dump reads through its PostgreSQL.
  backup = await timed(["backup"], { DATA_DIR: server.dataDir, BACKUP_DIR: backups });
  const [file] = readdirSync(backups);
  bytes = statSync(path.join(backups, file)).size;
  console.log(backup.output.trim());

  // A new folder, as after losing the server: initdb, the migrations, the rows, in one command.
  restore = await timed(["restore", path.join(backups, file)], { DATA_DIR: restoredDir });
  const restoredLeads = /^\s+leads\s+(\d+)$/m.exec(restore.output)?.[1];
  leadsAfter = Number(restoredLeads);
  if (leadsAfter !== LEADS)
    throw new Error(`the restore loaded ${restoredLeads} leads, not ${LEADS}:\n${restore.output}`);
  console.log(restore.output.trim().split("\n").slice(0, 2).join("\n"));
  // Again over the restored folder: no initdb, the tables dropped first; the load's own cost.
  again = await timed(["restore", path.join(backups, file), "--force"], { DATA_DIR: restoredDir });
} finally {
  await server.stop();
  rmSync(backups, { recursive: true, force: true });
  rmSync(path.dirname(restoredDir), { recursive: true, force: true });
}

const mb = bytes / 1024 / 1024;
const line = (label, run) =>
  `| ${label} | ${run.seconds.toFixed(1)} | ${Math.round(rows / run.seconds).toLocaleString("en-US")} | ${run.peakMb.toFixed(0)} |`;
const markdown = `# Backup and restore at ${LEADS.toLocaleString("en-US")} leads

\`node bench/backup.mjs\` (\`npm run bench:backup\`, part of \`npm run bench\`): the production build on an
embedded PostgreSQL holding ${LEADS.toLocaleString("en-US")} leads seeded by \`bench/lead-seed.mjs\` (80 %
contact requests, 10 % booked calls, 10 % audits, each with its lead and history), and a note and a
status change on about one lead in ten: ${rows.toLocaleString("en-US")} rows in all. Then, as an operator runs
them (\`node scripts/backup.mjs\`, what \`npm run backup\` and \`npm run restore\` run, so each time includes
starting Node and loading the build):

- **backup**: the running site's database dumped through its PostgreSQL into BACKUP_DIR;
- **restore**: that file into a new data folder: initdb, the backup's migrations, every row in one
  transaction, the sequences, this release's later migrations. It loaded ${leadsAfter.toLocaleString("en-US")} leads;
- **restore --force**: the same file again over the restored folder.

Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}),
Node ${process.version}, load average ${loadAtStart.toFixed(1)} when the run began; the database and the
command share those cores. Peak memory is the command's own resident memory (read from /proc every
20 ms), not PostgreSQL's.

The backup file: **${mb.toFixed(1)} MB** (gzip JSON lines), ${Math.round(bytes / rows)} bytes a row.

| command | seconds | rows/s | peak memory (MB) |
| --- | --- | --- | --- |
${line("npm run backup", backup)}
${line("npm run restore (new folder)", restore)}
${line("npm run restore --force (over the restored folder)", again)}

The restore into a new folder includes initdb and starting PostgreSQL; \`--force\` over the same
folder starts the existing one and drops the site's tables first.
`;
writeFileSync(path.join(root, "bench", "backup.md"), markdown);
console.log(markdown);

record("backup", [
  {
    measure: `npm run backup: ${LEADS.toLocaleString("en-US")} leads, ${rows.toLocaleString("en-US")} rows`,
    result: `${backup.seconds.toFixed(1)} s, ${Math.round(rows / backup.seconds)} rows/s, ${mb.toFixed(1)} MB file`,
  },
  {
    measure: `npm run restore of that file into a new data folder`,
    result: `${restore.seconds.toFixed(1)} s, ${Math.round(rows / restore.seconds)} rows/s`,
    compared: `--force over it: ${again.seconds.toFixed(1)} s; peak memory: backup ${backup.peakMb.toFixed(0)} MB, restore ${restore.peakMb.toFixed(0)} MB`,
  },
]);
