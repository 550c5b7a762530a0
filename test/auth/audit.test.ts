import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditMutation, recordRefusal } from "@/lib/audit/audit";
import { listAuditEvents } from "@/lib/audit/query";
import { reconcileUnknownAttempts } from "@/lib/audit/reconcile";
import type { Database } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import { HedgingError } from "@/lib/hedging/errors";
import { drivers, removeTempDirs, unique } from "./support";
import { backdateAuditRow } from "../support/backdate";

afterAll(removeTempDirs);

/** drizzle wraps the driver's error; the database's own message is on `cause`. */
async function refusedByDatabase(query: PromiseLike<unknown>): Promise<void> {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  expect(error, "the database accepted the change").toBeDefined();
  expect(`${error?.message} ${error?.cause?.message ?? ""}`).toMatch(/audit_events is append-only/);
}

describe.each(drivers)("the audit trail on %s", (_driver, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const ctx = () => ({ user: { id: unique("user"), email: "operator@hedge-desk.test" }, requestId: unique("req") });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const { db } = database;
    const [row] = await db
      .insert(auditEvents)
      .values({ staffUserId: "u1", staffEmail: "a@b.test", action: "test", outcome: "attempt" })
      .returning({ id: auditEvents.id });
    await refusedByDatabase(db.update(auditEvents).set({ action: "rewritten" }).where(eq(auditEvents.id, row!.id)));
    await refusedByDatabase(db.delete(auditEvents).where(eq(auditEvents.id, row!.id)));
    await refusedByDatabase(db.execute(sql`truncate audit_events`));
    await refusedByDatabase(db.execute(sql`delete from audit_events`));
    const [still] = await db.select().from(auditEvents).where(eq(auditEvents.id, row!.id));
    expect(still?.action).toBe("test");
  });

  it("writes the attempt before the call and the success after it", async () => {
    const context = ctx();
    let seenBeforeCall: unknown[] = [];
    const result = await auditMutation(
      {
        ctx: context,
        action: "acceptDrawdown",
        customerId: "c-1",
        targetIds: { hedgeId: "h-1" },
        customerIp: "203.0.113.7",
      },
      async () => {
        seenBeforeCall = await database.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.staffUserId, context.user.id));
        return { requestId: context.requestId, drawdownId: "d-1" };
      },
      database.db,
    );
    expect(result.drawdownId).toBe("d-1");
    expect(seenBeforeCall).toMatchObject([{ outcome: "attempt", action: "acceptDrawdown", customerIp: "203.0.113.7" }]);
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.staffUserId, context.user.id))
      .orderBy(auditEvents.id);
    expect(rows).toMatchObject([
      { outcome: "attempt", attemptId: null, requestId: context.requestId, targetIds: { hedgeId: "h-1" } },
      { outcome: "succeeded", attemptId: rows[0]!.id, requestId: context.requestId },
    ]);
  });

  it("records a failed call with the upstream status, kind and request id, and rethrows", async () => {
    const context = ctx();
    const failure = new HedgingError({
      status: 412,
      message: "Can't perform this action",
      reason: "Supplied object is in *Cancelled* state, which prevents performing this action",
      requestId: context.requestId,
      method: "POST",
      path: "/customers/c-2/dual-hedges/x/cancel",
    });
    await expect(
      auditMutation(
        { ctx: context, action: "cancelDualHedge", customerId: "c-2" },
        () => Promise.reject(failure),
        database.db,
      ),
    ).rejects.toBe(failure);
    const rows = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.staffUserId, context.user.id))
      .orderBy(auditEvents.id);
    expect(rows).toMatchObject([
      { outcome: "attempt" },
      { outcome: "failed", upstreamStatus: 412, errorKind: "precondition", requestId: context.requestId },
    ]);
    expect(rows[1]?.errorMessage).toContain("Cancelled");
  });

  it("never calls upstream when the attempt row cannot be written", async () => {
    let called = false;
    const broken = {
      insert: () => ({ values: () => ({ returning: () => Promise.reject(new Error("database down")) }) }),
    };
    await expect(
      auditMutation(
        { ctx: ctx(), action: "quoteDrawdown" },
        async () => (called = true),
        broken as unknown as Database["db"],
      ),
    ).rejects.toThrow("database down");
    expect(called).toBe(false);
  });

  it("marks an attempt left without an outcome as unknown, once", async () => {
    const context = ctx();
    const [orphan] = await database.db
      .insert(auditEvents)
      .values({
        staffUserId: context.user.id,
        staffEmail: context.user.email,
        action: "acceptDrawdown",
        customerId: "c-3",
        outcome: "attempt",
        requestId: context.requestId,
      })
      .returning({ id: auditEvents.id });
    await backdateAuditRow(database.db, orphan!.id, sql`now() - interval '10 minutes'`);
    const [fresh] = await database.db
      .insert(auditEvents)
      .values({
        staffUserId: context.user.id,
        staffEmail: context.user.email,
        action: "acceptDrawdown",
        outcome: "attempt",
      })
      .returning({ id: auditEvents.id });

    // A service that answers but cannot tell: the upstream side is test/audit/reconcile-upstream.test.ts.
    const pass = { olderThanMinutes: 2, check: async () => null, probe: async () => {} };
    const marked = await reconcileUnknownAttempts(pass, database.db);
    expect(marked).toContain(orphan!.id);
    expect(marked).not.toContain(fresh!.id);
    expect(await reconcileUnknownAttempts(pass, database.db)).not.toContain(orphan!.id);

    const page = await listAuditEvents({ staff: context.user.id }, { page: 1 }, database.db);
    expect(page.rows.map((row) => [row.id, row.outcome])).toEqual([
      [fresh!.id, "pending"],
      [orphan!.id, "unknown"],
    ]);
    expect(page.rows[1]?.requestId).toBe(context.requestId);
  });

  it("lists refusals and filters by staff member, action, customer and dates", async () => {
    const context = ctx();
    await recordRefusal({ ctx: context, action: "acceptDrawdown", errorKind: "forbidden" }, database.db);
    await auditMutation({ ctx: context, action: "cancelDualHedge", customerId: "c-9" }, async () => ({}), database.db);
    const all = await listAuditEvents({ staff: context.user.id }, { page: 1 }, database.db);
    expect(all.rows.map((row) => [row.action, row.outcome])).toEqual([
      ["cancelDualHedge", "succeeded"],
      ["acceptDrawdown", "refused"],
    ]);
    expect(
      (await listAuditEvents({ staff: context.user.id, action: "acceptDrawdown" }, { page: 1 }, database.db)).total,
    ).toBe(1);
    expect((await listAuditEvents({ staff: context.user.id, customer: "c-9" }, { page: 1 }, database.db)).total).toBe(
      1,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await listAuditEvents({ staff: context.user.id, from: today, to: today }, { page: 1 }, database.db)).total,
    ).toBe(2);
    expect((await listAuditEvents({ staff: context.user.id, to: "2000-01-01" }, { page: 1 }, database.db)).total).toBe(
      0,
    );
    const paged = await listAuditEvents({ staff: context.user.id }, { page: 2, perPage: 1 }, database.db);
    expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2, rows: [{ action: "acceptDrawdown" }] });
  });
});
