import { defineConfig } from "@playwright/test";

// The Docker image, built and run (npm run test:docker, a step of npm test): on its own, after the
// other tests, because the build takes both cores for a few minutes and the timings it checks
// (a clean stop inside the grace period) should not share them.
export default defineConfig({
  testDir: "./tests/docker",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/docker",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 180_000,
  // Installing the engine and building a base image on a clean machine, then the image: minutes.
  globalTimeout: 30 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [{ name: "docker", testDir: "./tests/docker" }],
});
