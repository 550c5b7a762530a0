import { rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// Under the read schedule, the admin's button and the desk's form never start a pass (the continuous sync holds the
// role): they move every customer needing attention to the front of the queue. The staff member, the address and
// Next's cache are the request's; the actions, the trail and the database are real.
const session = vi.hoisted(() => ({
  current: null as null | { user: { id: string; email: string; name: string; role: string } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

process.env.HEDGING_SYNC_ENABLED = "1";
process.env.HEDGING_SYNC_MODE = "schedule";
const { dataDir, upstream } = await startActionsUpstream("attention-now");

const { refreshBookFromDeskAction, startBookSyncPassAction } = await import("@/lib/actions/book-sync");
const { toActionOutcome } = await import("@/lib/errors/action-error");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents, bookCustomers, bookSyncPasses } = await import("@/lib/db/schema");
const { eq, isNotNull } = await import("drizzle-orm");

const as = (role: string) => ({ user: { id: `id-${role}`, email: `${role}@hedge-desk.test`, name: role, role } });
const requested = async () =>
  (
    await (
      await getDb()
    )
      .select({ id: bookCustomers.id })
      .from(bookCustomers)
      .where(isNotNull(bookCustomers.readRequestedAt))
  )
    .map((row) => row.id)
    .sort();

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("Read customers needing attention now, under the read schedule", () => {
  it("queues every customer needing attention, and only those, in the trail; no pass starts", async () => {
    const db = await getDb();
    await db.insert(bookCustomers).values([
      { id: "c-attention-1", raw: {}, readClass: "attention" },
      { id: "c-attention-2", raw: {}, readClass: "attention" },
      { id: "c-active", raw: {}, readClass: "active" },
      { id: "c-quiet", raw: {}, readClass: "quiet" },
    ]);
    session.current = as("admin");
    const outcome = toActionOutcome(await startBookSyncPassAction({}));
    expect(outcome).toMatchObject({ ok: true, data: { kind: "attention", customers: 2 } });
    expect(await requested()).toEqual(["c-attention-1", "c-attention-2"]);
    expect(await db.select().from(bookSyncPasses)).toHaveLength(0);
    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.action, "bookSyncStarted"));
    expect(event).toMatchObject({ staffEmail: "admin@hedge-desk.test", detail: { attentionReadsRequested: 2 } });
  });

  it("from the desk (a plain form post): comes back to the same desk saying the reads are queued", async () => {
    session.current = as("operator");
    const thrown = await refreshBookFromDeskAction({ customer: null, pair: "EUR/USD" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as { digest?: string }).digest?.split(";")[2]).toBe("/?pair=EUR/USD&refresh=queued");
    expect(await (await getDb()).select().from(bookSyncPasses)).toHaveLength(0);
  });

  it("is refused to a viewer, and queues nothing", async () => {
    await (await getDb()).update(bookCustomers).set({ readRequestedAt: null });
    session.current = as("viewer");
    const outcome = toActionOutcome(await startBookSyncPassAction({}));
    expect(outcome).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    expect(await requested()).toEqual([]);
  });
});
