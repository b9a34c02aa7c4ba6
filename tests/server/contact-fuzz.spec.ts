// 1,000 random and malformed bodies posted to the contact action of a production server: wrong
// types, huge fields, broken encodings, every kind of content type, unknown and repeated fields.
// None may produce a 5xx, every 303 must be a stored row, and every stored row must satisfy the
// schema the form is validated with (no half-valid request is ever stored).
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { SERVICE_OPTIONS } from "../../app/contact/fields";
import { contactSchema } from "../../app/contact/schema";
import { connectToDataDir } from "../support/database";
import { errorLines } from "../support/log-lines";
import { startServer } from "../support/server-process";
import { trackedResources } from "./helpers";

const tracked = trackedResources();

const KNOWN = [
  "name",
  "email",
  "company",
  "phone",
  "service",
  "message",
  "page",
  "website_url",
  "form_started",
  "variant",
];

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "name[]", "email.0", "", "message\u0000") },
);

const fieldValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...SERVICE_OPTIONS,
      "Plumbing",
      "",
      "   ",
      "/contact",
      "//evil.example",
      "https://evil.example",
      "/..//evil.example",
      "/\t/evil.example",
      "/✓\r\nX: y",
      "a\u0000b",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => "x".repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("null", "true", "[]", "{}", "1e309", "-0", "\u202e", "<script>alert(1)</script>"),
  },
);

/** Mostly near-valid forms (so the valid path is well covered), plus anything at all. */
const simpleEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.constantFrom("example.com", "example.org"))
  .map(([user, host]) => `${user}@${host}`);
const unknownName = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "name[]", "variant", "website_url"),
);

const pairs = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.record({
          name: fc.string({ minLength: 1, maxLength: 30 }),
          email: fc.oneof(simpleEmail, fc.emailAddress()),
          message: fc.string({ minLength: 1, maxLength: 300 }),
        }),
        fc.array(
          fc.tuple(fc.oneof({ weight: 3, arbitrary: unknownName }, { weight: 1, arbitrary: fieldName }), fieldValue),
          { maxLength: 6 },
        ),
      )
      .map(([base, extra]) => [...Object.entries(base), ...extra]),
  },
  { weight: 2, arbitrary: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 15 }) },
);

const encoding = fc.oneof(
  { weight: 4, arbitrary: fc.constant("urlencoded") },
  { weight: 3, arbitrary: fc.constant("multipart") },
  {
    weight: 3,
    arbitrary: fc.constantFrom("json", "text", "odd-type", "no-type", "bad-bytes", "broken-multipart", "giant"),
  },
);

type Case = { pairs: [string, string][]; encoding: string; bytes: Uint8Array; withHoneypot: boolean; origin: boolean };

function buildBody(c: Case, honeypot: [string, string][]): { headers: Record<string, string>; body: BodyInit } {
  const all = c.withHoneypot ? [...c.pairs, ...honeypot] : c.pairs;
  const form = () => new URLSearchParams(all).toString();
  switch (c.encoding) {
    case "multipart": {
      const data = new FormData();
      for (const [key, value] of all) data.append(key, value);
      return { headers: {}, body: data };
    }
    case "json":
      return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(Object.fromEntries(all)) };
    case "text":
      return { headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: form() };
    case "odd-type":
      return { headers: { "Content-Type": "application/x-www-form-urlencoded; charset=koi8-r; ===" }, body: form() };
    case "no-type":
      return { headers: {}, body: new Blob([form()]) };
    case "bad-bytes":
      // Percent-decoding to invalid UTF-8, a broken escape, and raw bytes of any value.
      return {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: Buffer.concat([Buffer.from(`${form()}&name=%C3%28&message=%ZZ%&email=`), Buffer.from(c.bytes)]),
      };
    case "broken-multipart":
      return {
        headers: { "Content-Type": "multipart/form-data; boundary=----cut" },
        body: Buffer.concat([
          Buffer.from('------cut\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
          Buffer.from(c.bytes),
        ]),
      };
    case "giant":
      return {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `${form()}&message=${"y".repeat(200_000)}`,
      };
    default:
      return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form() };
  }
}

test("1,000 random and malformed contact bodies: never a 5xx, never a half-valid stored row", async () => {
  test.setTimeout(600_000);
  const server = await startServer({
    env: { CONTACT_RATE_LIMIT_MAX: "1000000", CONTACT_MIN_FILL_SECONDS: "0", LOG_LEVEL: "warn" },
  });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);

  const page = await (await fetch(`${server.url}/contact`)).text();
  const honeypot: [string, string][] = [
    ["website_url", ""],
    ["form_started", /name="form_started" value="([^"]+)"/.exec(page)![1]!],
  ];

  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        pairs: pairs as fc.Arbitrary<[string, string][]>,
        encoding,
        bytes: fc.uint8Array({ maxLength: 64 }),
        withHoneypot: fc.boolean(),
        origin: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      }),
      async (c) => {
        const { headers, body } = buildBody(c, honeypot);
        const response = await fetch(`${server.url}/contact`, {
          method: "POST",
          headers: { ...headers, ...(c.origin ? { Origin: server.url } : {}) },
          body,
          redirect: "manual",
        });
        await response.arrayBuffer().catch(() => undefined);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${c.encoding} ${JSON.stringify(c.pairs).slice(0, 300)}`).toBeLessThan(500);
      },
    ),
    { numRuns: 1_000, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), verbose: 1 },
  );

  const client = await connectToDataDir(server.dataDir);
  try {
    const { rows } = await client.query(
      "select name, email, company, phone, service, message, page, status, client_ip from contact_requests",
    );
    // Every acknowledged request is stored, and nothing else is.
    expect(rows.length).toBe(statuses.get(303) ?? 0);
    // The generator really reached both sides.
    expect(rows.length).toBeGreaterThan(20);
    expect([...statuses.keys()].some((status) => status === 400)).toBe(true);
    for (const row of rows) {
      const candidate = Object.fromEntries(
        ["name", "email", "company", "phone", "service", "message", "page"].map((key) => [key, row[key] ?? undefined]),
      );
      const parsed = contactSchema.safeParse(candidate);
      expect(parsed.success, JSON.stringify(row).slice(0, 400)).toBe(true);
      // Stored exactly as validated (trimmed), not a raw variant of it.
      expect(parsed.data).toEqual(Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined)));
      expect(["pending", "spam"]).toContain(row.status);
      expect(row.page).toMatch(/^\/(?![/\\])/);
      expect(row.client_ip).toBe("127.0.0.1");
    }
  } finally {
    await client.end();
  }
  console.log(`contact fuzz: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(", ")}`);
  expect(errorLines(server.output())).toEqual([]);
});
