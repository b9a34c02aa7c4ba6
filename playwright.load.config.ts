import { defineConfig } from "@playwright/test";

// Load and fault tests (npm run test:load): each spec starts its own servers, PostgreSQL and fake
// EmailJS on loopback ports. One at a time, so each scenario has the machine's cores to itself.
export default defineConfig({
  testDir: "./tests/load",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/load",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A scenario runs a minute of load plus start-up and recovery; the whole run stays under 8 minutes.
  timeout: 180_000,
  globalTimeout: 8 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./tests/load/reporter.ts"]],
  projects: [{ name: "load", testDir: "./tests/load" }],
});
