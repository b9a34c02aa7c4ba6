// A loopback stand-in for EmailJS's send API, for tests and the benchmark only. The site's server
// process reaches it through preload.mjs (MSW rewrites api.emailjs.com to here); tests steer it
// per recipient address, so tests running side by side do not disturb each other.
//   POST /api/v1.0/email/send   what EmailJS receives; answers by the rule for the recipient
//   PUT  /control/rules          {"email": "...", "mode": "up" | "down" | "hung" | "reject"}
//   GET  /control/sends?email=   every send received for that address, with the answer given
//   GET  /healthz
// Usage: node tests/fakes/emailjs/server.mjs <port>
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? process.env.FAKE_EMAILJS_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: node tests/fakes/emailjs/server.mjs <port>");
  process.exit(2);
}

/** @type {Map<string, "up" | "down" | "hung" | "reject">} */
const rules = new Map();
/** @type {{ email: string, mode: string, at: string, body: unknown }[]} */
const sends = [];
const hung = new Set();
const MAX_SENDS = 100_000;

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
  } catch {
    return undefined;
  }
}

function reply(res, status, body, type = "text/plain") {
  res.writeHead(status, { "Content-Type": type });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://fake");
  if (req.method === "GET" && url.pathname === "/healthz") return reply(res, 200, "ok");

  if (req.method === "POST" && url.pathname === "/api/v1.0/email/send") {
    const body = await readJson(req);
    const email = String(body?.template_params?.email ?? body?.template_params?.to_email ?? "");
    const mode = rules.get(email) ?? "up";
    if (sends.length >= MAX_SENDS) sends.shift();
    sends.push({ email, mode, at: new Date().toISOString(), body });
    if (!body?.service_id || !body?.template_id || !body?.user_id || !body?.accessToken) {
      return reply(res, 400, "The service ID, template ID, public key and private key are required");
    }
    if (mode === "down") return reply(res, 503, "Service Unavailable");
    // A permanent refusal, as EmailJS answers a template it does not know.
    if (mode === "reject") return reply(res, 400, "The template ID is invalid");
    if (mode === "hung") {
      // Never answered; closed after a while so a long test run does not pile up sockets.
      hung.add(res);
      setTimeout(() => {
        hung.delete(res);
        res.destroy();
      }, 120_000).unref();
      return;
    }
    return reply(res, 200, "OK");
  }

  if (req.method === "PUT" && url.pathname === "/control/rules") {
    const body = await readJson(req);
    if (typeof body?.email !== "string" || !["up", "down", "hung", "reject"].includes(body?.mode)) {
      return reply(res, 400, 'expected {"email": string, "mode": "up" | "down" | "hung" | "reject"}');
    }
    rules.set(body.email, body.mode);
    res.writeHead(204).end();
    return;
  }

  if (req.method === "GET" && url.pathname === "/control/sends") {
    const email = url.searchParams.get("email");
    return reply(
      res,
      200,
      sends.filter((send) => email === null || send.email === email),
      "application/json",
    );
  }

  reply(res, 404, "not found");
});

server.listen(port, "127.0.0.1", () => console.log(`[fake-emailjs] listening on http://127.0.0.1:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    for (const res of hung) res.destroy();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
