import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Notes on a customer: kept as written with their line on the trail, never changed, found by search. Embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-notes-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { addCustomerNote, listCustomerNotes, newestNotesOf, customerNote } = await import("@/lib/customers/notes");
const { customerNoteSchema } = await import("@/lib/schemas/customer-note");
const { recordCustomers } = await import("@/lib/book/store");
const { searchBook } = await import("@/lib/book/search");
const { customerSchema } = await import("@/lib/wire");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");
const { eq, sql } = await import("drizzle-orm");

const C = "c0000000-0000-4000-8000-0000000000c1";
const D = "c0000000-0000-4000-8000-0000000000d2";
const operator = { id: "u-op", email: "operator@hedge-desk.test" };

beforeAll(async () => {
  await getDb();
  await recordCustomers([C, D].map((id, i) => customerSchema.parse({ id, companyName: `Customer ${i}` })));
});
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("notes on a customer", () => {
  it("keeps a note as written, with who and when, and its line on the trail", async () => {
    const db = await getDb();
    const text = '<script>alert("x")</script> & renewal call — "ask again in March"';
    const note = await addCustomerNote(db, { customerId: C, text, actor: operator, requestId: "req-n1" });
    expect(note).toMatchObject({ customerId: C, text, staffEmail: operator.email });
    expect(await customerNote(db, C, note.id)).toEqual(note);
    expect(await customerNote(db, D, note.id)).toBeNull(); // another customer's page cannot name it
    const [trail] = await db.select().from(auditEvents).where(eq(auditEvents.action, "customerNoteAdded"));
    expect(trail).toMatchObject({
      customerId: C,
      staffEmail: operator.email,
      outcome: "recorded",
      targetIds: { noteId: String(note.id) },
      detail: { characters: text.length },
      requestId: "req-n1",
    });
  });

  it("refuses to change or remove a note, and holds the length limit itself", async () => {
    const db = await getDb();
    // Drizzle wraps the database's error: its cause is the trigger's refusal.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => "done",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update customer_notes set text = 'changed'`)).toMatch(
      /^customer_notes are kept as written: UPDATE refused$/,
    );
    expect(await refusal(sql`delete from customer_notes`)).toMatch(
      /^customer_notes are kept as written: DELETE refused$/,
    );
    await expect(
      addCustomerNote(db, { customerId: C, text: "x".repeat(2001), actor: operator, requestId: "req-n2" }),
    ).rejects.toThrow();
    // Nothing half-written: no trail line for the note that was refused.
    expect(await db.select().from(auditEvents).where(eq(auditEvents.action, "customerNoteAdded"))).toHaveLength(1);
  });

  it("validates what staff send: trimmed, not empty, at most 2,000 characters, no control character, a customer id", () => {
    expect(customerNoteSchema.parse({ customerId: C, text: "line one\n\tline two" }).text).toBe("line one\n\tline two");
    expect(customerNoteSchema.parse({ customerId: C.toUpperCase(), text: "  hello \n" })).toEqual({
      customerId: C,
      text: "hello",
    });
    for (const input of [
      { customerId: C, text: "   " },
      { customerId: C, text: "x".repeat(2001) },
      { customerId: "not-an-id", text: "hello" },
      { customerId: C, text: "hello", extra: 1 },
      { customerId: C, text: "nul \u0000 byte" },
    ])
      expect(customerNoteSchema.safeParse(input).success, JSON.stringify(input).slice(0, 60)).toBe(false);
  });

  it("lists newest first, gives each customer's newest, and search finds a customer by its notes", async () => {
    const db = await getDb();
    await addCustomerNote(db, {
      customerId: C,
      text: "Second note: wants EUR/USD quotes",
      actor: operator,
      requestId: "r",
    });
    await addCustomerNote(db, { customerId: D, text: "Prefers calls after 3 pm", actor: operator, requestId: "r" });
    const { rows, total } = await listCustomerNotes(db, C);
    expect(total).toBe(2);
    expect(rows.map((row) => row.text)).toEqual([
      "Second note: wants EUR/USD quotes",
      expect.stringContaining("<script>"),
    ]);
    const newest = await newestNotesOf(db, [C, D, "c-unknown"]);
    expect([...newest].map(([id, note]) => [id, note.text])).toEqual([
      [C, "Second note: wants EUR/USD quotes"],
      [D, "Prefers calls after 3 pm"],
    ]);
    const found = await searchBook(db, "calls after");
    expect(found.hits.map((hit) => [hit.match, hit.id])).toEqual([["customerNote", D]]);
  });
});
