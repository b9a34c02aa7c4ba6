import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/chromium.mjs";
import { E2E_ADMIN_PASSWORD } from "./tests/support/admin";
import { E2E_API_TOKEN } from "./tests/support/blog";
import { E2E_DATA_DIR, E2E_PORT as PORT, E2E_RUN_DIR, E2E_SECRETS_FILE, E2E_SERVER_LOG } from "./tests/support/e2e";
import { TEST_SESSION_SECRET } from "./tests/support/session-secret";
import {
  FAKE_ACK_TEMPLATE_ID,
  FAKE_EMAILJS_ENV,
  FAKE_EMAILJS_PORT,
  FAKE_EMAILJS_URL,
} from "./tests/fakes/emailjs/control";

// Playwright cannot download browsers here; Debian's headless Chromium shell is installed by
// scripts/ensure-test-tools.sh.
// Compositing in the browser process, in software, without a GPU process that only emulates one
// (SwiftShader): about a twelfth less CPU over a run of browser tests, the same pictures.
const chromium = {
  executablePath: testChromiumPath,
  args: [...chromiumArgs, "--disable-gpu-compositing", "--in-process-gpu"],
};

export default defineConfig({
  testDir: "./tests",
  testMatch: ["e2e/**/*.spec.ts", "server/**/*.spec.ts"],
  // Playwright empties its output folder at the start of a run: one per port, so runs can overlap.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: false,
  // Three on two cores: while one worker waits (a server starting, an outbox retry, a clock), the
  // others use the cores. The whole run took 14.6 minutes instead of 17.2 on a two-core machine.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test, to keep only the failures', cost a fifth of the browser
    // tests' time on two cores, and CI keeps only the console. A failure prints its error and keeps
    // a screenshot; `npx playwright test --trace retain-on-failure` records traces when debugging.
    trace: "off",
    screenshot: "only-on-failure",
    // A visitor in the business's own zone, as most are: with JavaScript the booking pages show times in
    // the browser's zone, and the tests compare them with the Eastern times the server confirms. The
    // time zone tests pick other zones themselves.
    timezoneId: "America/New_York",
  },
  projects: [
    { name: "js-on", testDir: "./tests/e2e", use: { javaScriptEnabled: true } },
    { name: "js-off", testDir: "./tests/e2e", use: { javaScriptEnabled: false } },
    // Process-level tests: each starts its own servers and databases; no browser needed.
    { name: "server", testDir: "./tests/server" },
    // Once every browser test ran: none of the keys they were handed is in the e2e server's log.
    { name: "log-check", testDir: "./tests/log-check", testMatch: "*.spec.ts", dependencies: ["js-on", "js-off"] },
  ],
  webServer: [
    {
      // A loopback fake of EmailJS that the tests steer (tests/fakes/emailjs/server.mjs).
      command: `node tests/fakes/emailjs/server.mjs ${FAKE_EMAILJS_PORT}`,
      url: `${FAKE_EMAILJS_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The production build, started the way docs/production.md starts it, on a fresh database; a
      // test-only preload routes the real EmailJS SDK's calls to the fake above. Its whole log goes to
      // a file, which the log-check project searches for the run's keys; the console shows only its
      // warnings and errors (thousands of access lines buried a failure's own output).
      command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_RUN_DIR} && : > ${E2E_SECRETS_FILE} && node --import ./tests/fakes/emailjs/preload.mjs server.js 2>&1 | tee ${E2E_SERVER_LOG} | grep --line-buffered -v '"level":"info"'`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        SESSION_SECRET: TEST_SESSION_SECRET,
        SITE_URL: `http://127.0.0.1:${PORT}`,
        SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/example",
        SOCIAL_FACEBOOK_URL: "https://www.facebook.com/example",
        API_TOKEN: E2E_API_TOKEN,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        // Lets a test name its client IP (X-Forwarded-For from loopback), so tests of per-IP limits
        // do not use up the limit every other test shares.
        TRUST_PROXY: "loopback",
        ...FAKE_EMAILJS_ENV,
        // Every contact request is acknowledged to the visitor (tests/e2e/lead-clock.spec.ts).
        EMAILJS_ACK_TEMPLATE_ID: FAKE_ACK_TEMPLATE_ID,
        FAKE_EMAILJS_URL,
        // Many tests submit forms from one IP, at robot speed, often with the token of one shared
        // page: the limit, the fill time and the token's use count have their own process tests
        // (tests/server/contact-*.spec.ts).
        CONTACT_RATE_LIMIT_MAX: "100000",
        CONTACT_MIN_FILL_SECONDS: "0",
        CONTACT_FORM_MAX_USES: "100000",
        BOOKING_RATE_LIMIT_MAX: "100000",
        ASSESSMENT_RATE_LIMIT_MAX: "100000",
        // The nightly backup has its own process test (tests/server/backup-nightly.spec.ts).
        BACKUP_SCHEDULE: "off",
        // Retries a second apart, so "delivered after the service recovers" is seen in seconds.
        EMAIL_RETRY_BASE_SECONDS: "1",
        EMAIL_SEND_TIMEOUT_SECONDS: "3",
      },
    },
  ],
});
