import { defineConfig } from "vitest/config";

// Units run without the React Router plugin: they test modules, not the built app.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/support/vitest-database.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
