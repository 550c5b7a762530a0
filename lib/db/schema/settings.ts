import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Settings admins change at run time; each value is checked with its zod schema (lib/settings) on read and write. */
export const appSettings = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});
