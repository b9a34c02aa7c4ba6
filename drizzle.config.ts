import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration into ./drizzle after a change to a table file:
// each feature's tables are in its tables.ts, the shared plumbing's in app/lib/db/shared-tables.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./app/*/tables.ts", "./app/lib/db/shared-tables.ts"],
  out: "./drizzle",
});
