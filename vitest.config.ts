import { defineConfig } from "vitest/config";

// Units run without the React Router plugin: they test modules, not the built app.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/support/vitest-database.ts"],
    setupFiles: ["./tests/support/vitest-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // The files of a worker share one module graph instead of loading it afresh per file: the
    // run took half the time (import alone 55 s of it before, 11 s after). Safe because no unit
    // test replaces a module or a global (the lint forbids vi.mock, vi.doMock, vi.stubGlobal and
    // vi.stubEnv), every spy, fake clock and listener is undone after its test, and each file
    // makes its own rows and ends with the configuration it began with (tests/support/vitest-env.ts);
    // a run with the files and tests shuffled (`npx vitest run --sequence.shuffle`) passes too.
    isolate: false,
  },
});
