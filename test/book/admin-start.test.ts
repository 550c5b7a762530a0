import { rmSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "../actions/actions-upstream";

// The signed-in staff member, the browser's address and Next's cache are the request's; the action, its guards,
// the sync, the audit trail, the sandbox and the database are real.
const session = vi.hoisted(() => ({
  current: null as null | { user: { id: string; email: string; name: string; role: string } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { dataDir, upstream } = await startActionsUpstream("book-admin");

const { startBookSyncPassAction } = await import("@/lib/actions/book-sync");
const { toActionOutcome } = await import("@/lib/errors/action-error");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents, bookSyncPasses } = await import("@/lib/db/schema");
const { trySyncLock } = await import("@/lib/book/lock");
const { eq } = await import("drizzle-orm");

const as = (role: string) => ({ user: { id: `id-${role}`, email: `${role}@hedge-desk.test`, name: role, role } });
const trail = async () =>
  (await getDb()).select().from(auditEvents).where(eq(auditEvents.action, "bookSyncStarted")).orderBy(auditEvents.id);

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("Start a pass now", () => {
  it("is refused to an operator, and the refusal is in the trail", async () => {
    session.current = as("operator");
    const outcome = toActionOutcome(await startBookSyncPassAction({}));
    expect(outcome).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    expect(await (await getDb()).select().from(bookSyncPasses)).toHaveLength(0);
  });

  it("starts a pass for an admin, recorded in the trail with the pass", async () => {
    session.current = as("admin");
    const outcome = toActionOutcome(await startBookSyncPassAction({}));
    expect(outcome.ok).toBe(true);
    const passId = outcome.ok ? outcome.data.passId : -1;
    const [event] = await trail();
    expect(event).toMatchObject({
      staffEmail: "admin@hedge-desk.test",
      outcome: "recorded",
      clientAddress: "203.0.113.9",
      detail: { passId },
    });
    // It runs in the background: wait for it to end.
    for (let tries = 0; tries < 300; tries += 1) {
      const [pass] = await (await getDb()).select().from(bookSyncPasses).where(eq(bookSyncPasses.id, passId));
      if (pass?.status !== "running") {
        expect(pass).toMatchObject({ status: "succeeded", trigger: "admin", startedBy: "admin@hedge-desk.test" });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the pass did not end");
  }, 60_000);

  it("says a pass is running when one is, and records the refusal", async () => {
    session.current = as("admin");
    const lock = await trySyncLock(); // a pass under way here (or elsewhere)
    try {
      const outcome = toActionOutcome(await startBookSyncPassAction({}));
      expect(outcome).toMatchObject({ ok: false, error: { kind: "precondition", message: /already running/ } });
    } finally {
      await lock?.release();
    }
    const events = await trail();
    expect(events.at(-1)).toMatchObject({ outcome: "refused", errorKind: "busy" });
  });
});
