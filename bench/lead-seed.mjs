// Seeds many leads fast, for benchmarks of the lead desk (bench/leads.mjs) and its export: rows of
// the three sources (contact requests 80 %, bookings 10 %, finished audits 10 %) made by
// generate_series in a few statements, then their leads made the way a live database gets its
// old rows' leads: by the backfill migration's own SQL (drizzle/0013_leads_backfill.sql).
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./server.mjs";

const FIRST = ["Jane", "Marcus", "Ana", "Deshawn", "Priya", "Tom", "Keisha", "Luis", "Mei", "Owen", "Fatima", "Grace"];
const LAST = ["Whitfield", "Bell", "Okafor", "Nguyen", "Patel", "Reyes", "Hughes", "Kim", "Brooks", "Adams", "Diaz"];
const ORG = ["Peachtree", "Riverside", "Magnolia", "Buckhead", "Oakwood", "Summit", "Lakeside", "Harbor", "Pinecrest"];
const ORG_KIND = ["Academy", "Charter School", "Dental", "Bakery", "Law Group", "Foundation", "Clinic", "Church"];
const ASK = [
  "Our printers keep dropping off the network",
  "We need backups for the point of sale",
  "Phishing training for forty staff",
  "Wi-Fi is slow in the east wing",
  "Moving our files from a server closet to the cloud",
  "A quote for managed IT for twelve laptops",
  "Ransomware scare last week, please call",
  "E-rate help for next school year",
];

const array = (values) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`;
const pick = (values, expr) => `(${array(values)})[1 + (${expr}) % ${values.length}]`;

/**
 * Adds `count` leads (and their sources), received over the last two years, newest at now.
 * `client` is a connected `pg` client on the app's database. Returns the number of leads after.
 */
export async function seedLeads(client, count) {
  const contacts = Math.round(count * 0.8);
  const bookings = Math.round(count * 0.1);
  const audits = count - contacts - bookings;
  // A received time spread over two years, one lead every few minutes, and person-like fields.
  const at = (n) => `now() - ((${n})::bigint * interval '631 seconds')`;
  const name = (n) => `${pick(FIRST, n)} || ' ' || ${pick(LAST, `${n} / 7`)}`;
  const email = (n) => `lower(${pick(FIRST, n)}) || '.' || lower(${pick(LAST, `${n} / 7`)}) || ${n} || '@example.org'`;
  const org = (n) => `${pick(ORG, `${n} / 3`)} || ' ' || ${pick(ORG_KIND, `${n} / 5`)}`;
  const ask = (n) => `${pick(ASK, `${n} / 11`)} || ' (request ' || ${n} || ').'`;

  await client.query(`
    insert into contact_requests (name, email, company, message, page, received_at, status, sent_at)
    select ${name("n")}, ${email("n")}, ${org("n")}, ${ask("n")}, '/contact', ${at("n")},
           case when n % 50 = 0 then 'spam' else 'sent' end,
           case when n % 50 = 0 then null else ${at("n")} end
    from generate_series(1, ${contacts}) n`);
  // Bookings: done calls, half an hour apart (never overlapping one host), long past, with the oldest host.
  await client.query(`
    insert into bookings (starts_at, ends_at, blocked_until, host_id, status, name, email, organization, topic,
                          manage_token_hash, created_at, updated_at)
    select timestamptz '2020-01-01' + n * interval '30 minutes',
           timestamptz '2020-01-01' + n * interval '30 minutes' + interval '15 minutes',
           timestamptz '2020-01-01' + n * interval '30 minutes' + interval '15 minutes',
           (select id from booking_hosts order by created_at limit 1),
           'done', ${name("n + 3")}, ${email("n + 3000000")}, ${org("n + 1")}, ${ask("n + 5")},
           md5('bench-booking-' || n || '-' || clock_timestamp()), ${at("n * 8 + 3")}, ${at("n * 8 + 3")}
    from generate_series(1, ${bookings}) n`);
  await client.query(`
    insert into assessments (public_id, draft_id, name, email, organization, org_type, answers, scores, overall,
                             next_steps, page, spam, finished_at)
    select substr(md5('p' || n || clock_timestamp()) || md5('q' || n), 1, 32),
           substr(md5('d' || n || clock_timestamp()) || md5('e' || n), 1, 32),
           ${name("n + 5")}, ${email("n + 6000000")}, ${org("n + 2")}, 'school',
           jsonb_build_object('worry', ${ask("n + 2")}), '{}'::jsonb, (n * 37) % 101, '[]'::jsonb,
           '/free-it-audit', false, ${at("n * 8 + 5")}
    from generate_series(1, ${audits}) n`);
  const backfill = readFileSync(path.join(root, "drizzle/0013_leads_backfill.sql"), "utf8");
  for (const statement of backfill.split("--> statement-breakpoint")) await client.query(statement);
  await client.query("analyze leads");
  const { rows } = await client.query("select count(*)::int as n from leads");
  return rows[0].n;
}
