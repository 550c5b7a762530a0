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

// Whole passes: under the read schedule these controls queue reads instead (test/book/attention-now.test.ts).
process.env.HEDGING_SYNC_MODE = "passes";
const { dataDir, upstream } = await startActionsUpstream("book-admin");

const { refreshBookFromDeskAction, startBookSyncPassAction } = await import("@/lib/actions/book-sync");
const { toActionOutcome } = await import("@/lib/errors/action-error");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents, bookSyncPasses } = await import("@/lib/db/schema");
const { trySyncLock } = await import("@/lib/book/lock");
const { eq } = await import("drizzle-orm");

const as = (role: string) => ({ user: { id: `id-${role}`, email: `${role}@hedge-desk.test`, name: role, role } });
const trail = async () =>
  (await getDb()).select().from(auditEvents).where(eq(auditEvents.action, "bookSyncStarted")).orderBy(auditEvents.id);

/** Where a plain form post's action sends the browser: Next's redirect, thrown. */
async function redirectOf(post: Promise<void>): Promise<string> {
  const thrown = await post.then(
    () => null,
    (error: unknown) => error,
  );
  const digest = (thrown as { digest?: string } | null)?.digest ?? "";
  expect(digest.startsWith("NEXT_REDIRECT;"), `not a redirect: ${String(thrown)}`).toBe(true);
  return digest.split(";")[2]!;
}

async function passEnded(passId: number) {
  for (let tries = 0; tries < 300; tries += 1) {
    const [pass] = await (await getDb()).select().from(bookSyncPasses).where(eq(bookSyncPasses.id, passId));
    if (pass?.status !== "running") return pass;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the pass did not end");
}

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
    const passId = outcome.ok && outcome.data.kind === "pass" ? outcome.data.passId : -1;
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

describe("Refresh the book now, from the desk (a plain form post)", () => {
  it("is refused to a viewer, who comes back to the desk told so, and no pass starts", async () => {
    session.current = as("viewer");
    const passes = (await (await getDb()).select().from(bookSyncPasses)).length;
    expect(await redirectOf(refreshBookFromDeskAction({ customer: null, pair: null }))).toBe("/?refresh=failed");
    expect(await (await getDb()).select().from(bookSyncPasses)).toHaveLength(passes);
  });

  it("starts a pass for an operator, in the trail, and comes back to the same desk saying so", async () => {
    session.current = as("operator");
    const target = await redirectOf(refreshBookFromDeskAction({ customer: "Acme & Co", pair: "EUR/USD" }));
    expect(target).toBe("/?customer=Acme+%26+Co&pair=EUR/USD&refresh=started");
    const event = (await trail()).at(-1);
    expect(event).toMatchObject({ staffEmail: "operator@hedge-desk.test", outcome: "recorded" });
    const passId = (event?.detail as { passId: number }).passId;
    expect(await passEnded(passId)).toMatchObject({
      status: "succeeded",
      trigger: "desk",
      startedBy: "operator@hedge-desk.test",
    });
  }, 60_000);

  it("says a pass was already running when one is, and records the refusal", async () => {
    session.current = as("admin");
    const lock = await trySyncLock();
    try {
      expect(await redirectOf(refreshBookFromDeskAction({ customer: null, pair: null }))).toBe("/?refresh=busy");
    } finally {
      await lock?.release();
    }
    expect((await trail()).at(-1)).toMatchObject({ outcome: "refused", errorKind: "busy" });
  });

  it("ignores filters it cannot read (a forged post), and still comes back to the desk", async () => {
    session.current = as("operator");
    const lock = await trySyncLock();
    try {
      expect(await redirectOf(refreshBookFromDeskAction({ customer: "x".repeat(500), next: "//evil" }))).toBe(
        "/?refresh=busy",
      );
    } finally {
      await lock?.release();
    }
  });
});
