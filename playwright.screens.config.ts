import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: every public and staff page at a desktop and a phone width, with
// JavaScript on and off, saved under screenshots/ for a person to look through. Not a test: the
// visual regression checks that fail on a layout change are tests/e2e/visual.spec.ts.
export default defineConfig({
  ...base,
  testDir: "./tests/screens",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/screens",
  timeout: 600_000,
  reporter: [["list"]],
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
});
