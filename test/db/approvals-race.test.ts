import { afterAll, describe, expect, it } from "vitest";
import { claimApproval } from "@/lib/approvals/store";
import type { Database } from "@/lib/db";
import { approvalRequests, auditEvents, authUsers } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { drivers, removeTempDirs, unique } from "../auth/support";
import { requestCancel } from "./approval-request";

afterAll(removeTempDirs);

// The guarded transition on both drivers; on Postgres the claims run on separate pooled connections at once.
describe.each(drivers)("approving a request on %s", (_driver, open) => {
  it("of many approvers at once exactly one moves it; the others are told who did", { timeout: 180_000 }, async () => {
    const database: Database = await open();
    try {
      const { db } = database;
      const requester = { id: unique("requester"), email: `${unique("requester")}@example.test` };
      const approvers = Array.from({ length: 6 }, () => ({
        id: unique("approver"),
        email: `${unique("a")}@example.test`,
      }));
      await db
        .insert(authUsers)
        .values([requester, ...approvers].map(({ id, email }) => ({ id, email, name: id, role: "operator" as const })));
      const request = await requestCancel(db, requester, "race");
      const results = await Promise.allSettled(approvers.map((approver) => claimApproval(db, request.id, approver)));
      const won = results.filter((r) => r.status === "fulfilled");
      expect(won).toHaveLength(1);
      const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof claimApproval>>>).value.decidedByEmail;
      for (const lost of results.filter((r) => r.status === "rejected"))
        expect((lost as PromiseRejectedResult).reason.message).toContain(`${winner} already approved this request`);
      const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, request.id));
      expect(row?.status).toBe("approved");

      // The requester, even straight at the table, cannot be the decider.
      await expect(
        db
          .update(approvalRequests)
          .set({ status: "rejected", decidedBy: requester.id })
          .where(eq(approvalRequests.id, request.id)),
      ).rejects.toThrow();
      expect(await db.select().from(auditEvents).where(eq(auditEvents.action, "approvalExpired"))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
