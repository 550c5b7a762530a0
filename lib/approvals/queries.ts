import "server-only";
import { and, count, desc, eq, gt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { approvalRequests } from "@/lib/db/schema";
import type { ApprovalsQuery } from "@/lib/search-params/approvals";
import type { ApprovalRequest } from "./store";

// Reads never write: a pending request past its expiry reads as expired here, and is marked so by the next change.

const live = () => and(eq(approvalRequests.status, "pending"), gt(approvalRequests.expiresAt, sql`now()`))!;

/** The request waiting on this dual hedge, if any (one at most, by a unique index). */
export async function pendingCancelFor(db: Db, dualHedgeId: string): Promise<ApprovalRequest | null> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(live(), eq(approvalRequests.action, "cancelDualHedge"), eq(approvalRequests.dualHedgeId, dualHedgeId)))
    .limit(1);
  return row ?? null;
}

/** The accept request waiting on this leg, if any (one at most per action, by the same unique index). */
export async function pendingAcceptFor(
  db: Db,
  action: "acceptDrawdown" | "acceptEarlySettlement",
  target: { dualHedgeId: string; hedgeId: string },
): Promise<ApprovalRequest | null> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        live(),
        eq(approvalRequests.action, action),
        eq(approvalRequests.dualHedgeId, target.dualHedgeId),
        eq(approvalRequests.hedgeId, target.hedgeId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Requests waiting now on this customer's hedges, oldest first (few: the pending rows, by the status index). */
export async function pendingForCustomer(db: Db, customerId: string): Promise<ApprovalRequest[]> {
  return db
    .select()
    .from(approvalRequests)
    .where(and(live(), eq(approvalRequests.customerId, customerId)))
    .orderBy(approvalRequests.requestedAt, approvalRequests.id);
}

/** The header's count: one indexed count, on every dashboard page for approvers. */
export async function countPendingFor(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvalRequests)
    .where(and(live(), sql`${approvalRequests.requestedBy} <> ${userId}`));
  return row?.n ?? 0;
}

/** For the metrics: requests waiting now, and those of them that expire within `minutes` (database clock). */
export async function countWaiting(db: Db, minutes: number): Promise<{ waiting: number; expiring: number }> {
  const [row] = await db
    .select({
      waiting: count(),
      expiring: sql<number>`count(*) filter (where ${approvalRequests.expiresAt} <= now() + make_interval(mins => ${minutes}))`,
    })
    .from(approvalRequests)
    .where(live());
  return { waiting: Number(row?.waiting ?? 0), expiring: Number(row?.expiring ?? 0) };
}

/** Pending: waiting now; recent: decided in the last 7 days; expired: not decided in time, marked or not yet. */
export async function listApprovals(
  db: Db,
  { filters, page, perPage }: ApprovalsQuery,
  userId: string,
): Promise<{ rows: ApprovalRequest[]; total: number }> {
  const where: SQL[] = [];
  if (filters.view === "pending") where.push(live());
  if (filters.view === "recent")
    where.push(
      sql`${approvalRequests.status} in ('withdrawn', 'rejected', 'approved', 'executed', 'failed')`,
      sql`${approvalRequests.decidedAt} > now() - interval '7 days'`,
    );
  if (filters.view === "expired")
    where.push(
      or(
        eq(approvalRequests.status, "expired"),
        and(eq(approvalRequests.status, "pending"), lte(approvalRequests.expiresAt, sql`now()`)),
      )!,
    );
  if (filters.action) where.push(eq(approvalRequests.action, filters.action));
  if (filters.mine) where.push(eq(approvalRequests.requestedBy, userId));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(approvalRequests)
      .where(condition)
      .orderBy(desc(approvalRequests.requestedAt), desc(approvalRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(approvalRequests).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A pending row past its expiry is shown as expired before any write has marked it. */
export function effectiveStatus(request: ApprovalRequest, now = new Date()): ApprovalRequest["status"] {
  return request.status === "pending" && request.expiresAt <= now ? "expired" : request.status;
}
