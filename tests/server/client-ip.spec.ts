// Whose address the per-IP limits count and the inbox stores: without TRUST_PROXY it is the TCP
// peer's whatever X-Forwarded-For says (anyone can send that header), so a forged one neither
// dodges a limit nor lands in a stored request; with TRUST_PROXY, the address the trusted proxy saw.
import { expect, test } from "@playwright/test";
import { connectToDataDir } from "../support/database";
import { startServer, type RunningServer } from "../support/server-process";
import { trackedResources } from "./helpers";

const tracked = trackedResources();
const PASSWORD = "client-ip-admin-password-0123";

async function launch(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer({
    env: { ADMIN_PASSWORD: PASSWORD, BLOG_SEED: "off", CONTACT_MIN_FILL_SECONDS: "0", ...env },
  });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);
  return server;
}

async function post(server: RunningServer, path: string, fields: Record<string, string>, forwardedFor: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "X-Forwarded-For": forwardedFor,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

const contact = (email: string, n: number) => ({ name: "Ip Test", email, message: `Request ${n}`, page: "/contact" });

async function storedIps(server: RunningServer, email: string): Promise<(string | null)[]> {
  const client = await connectToDataDir(server.dataDir);
  try {
    const result = await client.query<{ client_ip: string | null }>(
      "select client_ip from contact_requests where email = $1 order by id",
      [email],
    );
    return result.rows.map((row) => row.client_ip);
  } finally {
    await client.end();
  }
}

/** The loopback peer as Node reports it (IPv4, or IPv4-mapped IPv6 on a dual-stack socket). */
const LOOPBACK_PEER = /^(?:::ffff:)?127\.0\.0\.1$/;

test("without TRUST_PROXY a forged X-Forwarded-For is ignored: the limits still trip and the stored IP is the socket's", async () => {
  test.setTimeout(90_000);
  const server = await launch({ CONTACT_RATE_LIMIT_MAX: "2" });
  const email = `forged-${Date.now()}@example.com`;

  const statuses: number[] = [];
  for (let i = 1; i <= 3; i++) statuses.push(await post(server, "/contact", contact(email, i), `198.51.100.${i}`));
  expect(statuses, "a new forged address for every request must not give a new allowance").toEqual([303, 303, 429]);
  const ips = await storedIps(server, email);
  expect(ips).toHaveLength(2);
  for (const ip of ips) expect(ip).toMatch(LOOPBACK_PEER);

  // The sign-in limit (5 failures per 15 minutes) counts the same address.
  const signIns: number[] = [];
  for (let i = 1; i <= 6; i++)
    signIns.push(
      await post(
        server,
        "/login",
        { intent: "password", password: "not-the-password", redirectTo: "/admin" },
        `192.0.2.${i}`,
      ),
    );
  expect(signIns).toEqual([400, 400, 400, 400, 400, 429]);
});

test("with TRUST_PROXY, the address the trusted proxy saw is the client's, not what the client wrote before it", async () => {
  test.setTimeout(90_000);
  // One proxy in front: the last X-Forwarded-For entry is the one it appended.
  const server = await launch({ CONTACT_RATE_LIMIT_MAX: "1", TRUST_PROXY: "1" });
  const email = `trusted-${Date.now()}@example.com`;

  expect(await post(server, "/contact", contact(email, 1), "203.0.113.7")).toBe(303);
  // Each client address has its own allowance; a forged entry in front of the proxy's changes nothing.
  expect(await post(server, "/contact", contact(email, 2), "203.0.113.8")).toBe(303);
  expect(await post(server, "/contact", contact(email, 3), "198.51.100.99, 203.0.113.8")).toBe(429);
  expect(await storedIps(server, email)).toEqual(["203.0.113.7", "203.0.113.8"]);
});
