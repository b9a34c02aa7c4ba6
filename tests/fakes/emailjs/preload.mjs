// Test-only preload for the site's server process (node --import ./tests/fakes/emailjs/preload.mjs
// server.js): intercepts the real @emailjs/nodejs SDK's calls to api.emailjs.com with MSW and
// hands them to the loopback fake at FAKE_EMAILJS_URL (server.mjs). Never used in production.
import { syncBuiltinESMExports } from "node:module";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

const target = process.env.FAKE_EMAILJS_URL;
if (!target) throw new Error("preload.mjs needs FAKE_EMAILJS_URL (the loopback fake EmailJS)");

const interceptor = setupServer(
  http.post("https://api.emailjs.com/api/v1.0/email/send", async ({ request }) => {
    try {
      const answer = await fetch(`${target}/api/v1.0/email/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: await request.text(),
      });
      return new HttpResponse(await answer.text(), { status: answer.status });
    } catch {
      // The fake itself is not reachable: to the SDK, a network error.
      return HttpResponse.error();
    }
  }),
);
interceptor.listen({ onUnhandledRequest: "bypass" });
// The SDK imports `request` from node:https as an ES module binding; MSW patches the CommonJS
// export, and this copies the patch into the ES module view before the app is loaded.
syncBuiltinESMExports();
console.log(`[fake-emailjs] api.emailjs.com is routed to ${target}`);
