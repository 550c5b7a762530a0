import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { recordCustomerEvent } from "@/lib/audit/customer-events";
import type { Db } from "@/lib/db";
import { customerNotes } from "@/lib/db/schema";

export type CustomerNote = typeof customerNotes.$inferSelect;

/** Notes shown on a customer's page, newest first; older ones are counted. */
export const NOTES_SHOWN = 50;

/** A note and its line on the trail, in one transaction: a note is never kept without its record, nor the reverse. */
export async function addCustomerNote(
  db: Db,
  note: { customerId: string; text: string; actor: { id: string; email: string }; requestId: string },
): Promise<CustomerNote> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [saved] = await t
      .insert(customerNotes)
      .values({
        customerId: note.customerId,
        text: note.text,
        staffUserId: note.actor.id,
        staffEmail: note.actor.email.slice(0, 254),
      })
      .returning();
    await recordCustomerEvent(
      {
        kind: "customerNoteAdded",
        actor: note.actor,
        customerId: note.customerId,
        targetIds: { noteId: String(saved!.id) },
        detail: { characters: note.text.length },
        requestId: note.requestId,
      },
      t,
    );
    return saved!;
  });
}

/** The customer's newest notes and how many there are in all. */
export async function listCustomerNotes(db: Db, customerId: string, limit = NOTES_SHOWN) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.customerId, customerId))
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerNotes)
      .where(eq(customerNotes.customerId, customerId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One note of this customer (the page's confirmation of what was saved), or null. */
export async function customerNote(db: Db, customerId: string, id: number): Promise<CustomerNote | null> {
  const [row] = await db
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.id, id), eq(customerNotes.customerId, customerId)));
  return row ?? null;
}

/** Each customer's newest note (search results show it beside the customer). */
export async function newestNotesOf(db: Db, customerIds: string[]): Promise<Map<string, CustomerNote>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([customerNotes.customerId])
    .from(customerNotes)
    .where(inArray(customerNotes.customerId, customerIds))
    .orderBy(customerNotes.customerId, desc(customerNotes.createdAt), desc(customerNotes.id));
  return new Map(rows.map((row) => [row.customerId, row]));
}
