import { afterAll } from "vitest";
import { loadEnv } from "../../app/lib/env.server";

// The files of a worker share one module graph (vitest.config.ts), and with it the configuration
// loadEnv() last validated: a file that set SITE_URL for itself left it to the files after it (an
// .ics test then expected its calls' UIDs on the default host and found the other file's). Each
// file ends by putting back the configuration of the process's own environment.
afterAll(() => {
  loadEnv();
});
