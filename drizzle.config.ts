import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration into ./drizzle after a schema change.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/lib/db/schema.ts",
  out: "./drizzle",
});
