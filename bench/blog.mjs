// Blog list and detail response times with 100 and with 10,000 posts, in one run, against the
// production build on an embedded database; prints the list query's plan.
// Usage: npm run build && node bench/blog.mjs   (writes bench/blog.md)
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { record } from "./record.mjs";
import { RENDER_COOKIE, root, startBenchServer } from "./server.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const server = await startBenchServer({
  label: "blog",
  port: 3800 + Math.floor(Math.random() * 100),
  env: { BLOG_SEED: "off" },
});
const { base, dataDir } = server;

/** The embedded database of the server, the way an operator reaches it (see docs/contact.md, "Reading contact requests"). */
async function connect() {
  const port = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await client.connect();
  return client;
}

/** Adds posts up to `total`: mostly published, some scheduled (past and future) and drafts. */
async function growTo(db, total) {
  const { rows } = await db.query("select count(*)::int as n from posts");
  const from = rows[0].n + 1;
  if (from > total) return;
  await db.query(
    `insert into posts (title, slug, summary, content, tags, status, publish_date)
     select 'Bench post ' || i, 'bench-post-' || i,
            'A short summary of bench post ' || i || ' about managed IT for schools and nonprofits.',
            repeat('<p>Backups, patching and phishing training keep a small organisation running. </p>', 30),
            'security,cloud,backup',
            case when i % 20 = 0 then 'draft' when i % 10 = 0 then 'scheduled' else 'published' end,
            case when i % 20 = 0 then null
                 when i % 40 = 10 then now() + interval '30 days'
                 else now() - (i || ' minutes')::interval end
     from generate_series($1::int, $2::int) as i`,
    [from, total],
  );
  await db.query("analyze posts");
}

async function measure(pathname) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const started = performance.now();
      // A site cookie makes the server render the page (no shared copy): this measures the queries.
      const response = await fetch(base + pathname, {
        headers: { "Accept-Encoding": "br, gzip", Cookie: RENDER_COOKIE },
      });
      await response.arrayBuffer();
      if (response.status !== 200) errors++;
      latencies.push(performance.now() - started);
    }
  };
  for (let i = 0; i < 50; i++) await (await fetch(base + pathname)).arrayBuffer(); // warm up
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: Math.round(latencies.length / seconds), p50: at(0.5).toFixed(1), p99: at(0.99).toFixed(1), errors };
}

const LIST_QUERY = `select id, title, slug, summary, tags, status, publish_date from posts
  where (status = 'published' or (status = 'scheduled' and publish_date <= now()))
  order by publish_date desc, id desc limit 10 offset 0`;

const rows = [];
let plan;
let db;
try {
  db = await connect();
  for (const total of [100, 10_000]) {
    await growTo(db, total);
    for (const [label, pathname] of [
      ["list /blog", "/blog"],
      ["list /blog?page=5", "/blog?page=5"],
      ["detail /blog/bench-post-51", "/blog/bench-post-51"],
    ]) {
      const result = await measure(pathname);
      rows.push({ posts: total, label, ...result });
      console.log(
        `${total} posts, ${label}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`,
      );
    }
  }
  const explained = await db.query(`explain (analyze, costs off, timing off, summary off) ${LIST_QUERY}`);
  plan = explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
  console.log(`\nList query plan with 10,000 posts:\n${plan}`);
  if (!/Index Scan/.test(plan) || /Seq Scan/.test(plan)) {
    console.error("The list query does not use an index.");
    process.exitCode = 1;
  }
} finally {
  await db?.end();
  await server.stop();
}

const table = [
  "| posts | request | requests/s | p50 (ms) | p99 (ms) | errors |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.posts} | ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join("\n");
writeFileSync(
  path.join(root, "bench", "blog.md"),
  `# Blog response times\n\n${REQUESTS} requests per row at ${CONCURRENCY} concurrent connections (\`Accept-Encoding: br, gzip\`, with one of the site's cookies so every request is rendered rather than served from the shared page cache), production build, embedded PostgreSQL, load generator on the same machine.\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, Node ${process.version}.\n\n${table}\n\nThe public list query with 10,000 posts (\`EXPLAIN ANALYZE\`):\n\n\`\`\`\n${plan}\n\`\`\`\n\nRun again: \`npm run bench\`.\n`,
);
console.log(`\n${table}`);
record(
  "blog",
  rows.map((r) => ({
    measure: `${r.posts} posts: ${r.label}`,
    result: `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`,
    compared: r.posts === 10_000 ? "the list query uses an index scan (plan in the detail)" : "",
  })),
);
