import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Staff's notes on a customer: kept as written, never edited or removed (a trigger refuses both, migration 0023). */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: text("customer_id").notNull(),
    text: text("text").notNull(),
    /** No foreign key, as on the trail: a note outlives the account. */
    staffUserId: text("staff_user_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index("customer_notes_customer_idx").on(t.customerId, t.createdAt.desc(), t.id.desc()),
    // The limit lib/schemas/customer-note.ts gives staff, held by the database too.
    check("customer_notes_text_check", sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
