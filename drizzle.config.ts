import { defineConfig } from "drizzle-kit";

// Migrations are generated from the one schema in lib/db/schema and applied when the database opens (lib/db/index.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
});
