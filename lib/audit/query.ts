import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { auditEvents, type CustomerIpSource } from "@/lib/db/schema";
import type { AuditFilters } from "@/lib/search-params/audit";

export type AuditDisplayOutcome = "succeeded" | "failed" | "unknown" | "refused" | "pending";

export interface AuditRow {
  id: number;
  occurredAt: string;
  staffUserId: string;
  staffEmail: string;
  action: string;
  customerId: string | null;
  targetIds: Record<string, string>;
  customerIp: string | null;
  /** Null on rows from before it was recorded. */
  customerIpSource: CustomerIpSource | null;
  /** `pending`: no outcome yet (in flight, or waiting for the reconciliation). */
  outcome: AuditDisplayOutcome;
  outcomeAt: string | null;
  upstreamStatus: number | null;
  errorKind: string | null;
  errorMessage: string | null;
  requestId: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

const outcomes = alias(auditEvents, "outcomes");

function where(filters: AuditFilters, extra?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(auditEvents.outcome, ["attempt", "refused"]), extra];
  if (filters.staff) conditions.push(eq(auditEvents.staffUserId, filters.staff));
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.customer) conditions.push(eq(auditEvents.customerId, filters.customer));
  if (filters.from) conditions.push(gte(auditEvents.occurredAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) conditions.push(lt(auditEvents.occurredAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
  return and(...conditions);
}

function select(db: Db) {
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      staffUserId: auditEvents.staffUserId,
      staffEmail: auditEvents.staffEmail,
      action: auditEvents.action,
      customerId: auditEvents.customerId,
      targetIds: auditEvents.targetIds,
      customerIp: auditEvents.customerIp,
      customerIpSource: auditEvents.customerIpSource,
      kind: auditEvents.outcome,
      refusedKind: auditEvents.errorKind,
      refusedMessage: auditEvents.errorMessage,
      outcome: outcomes.outcome,
      outcomeAt: outcomes.occurredAt,
      upstreamStatus: outcomes.upstreamStatus,
      errorKind: outcomes.errorKind,
      errorMessage: outcomes.errorMessage,
      attemptRequestId: auditEvents.requestId,
      outcomeRequestId: outcomes.requestId,
    })
    .from(auditEvents)
    .leftJoin(outcomes, eq(outcomes.attemptId, auditEvents.id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

function toRow(row: Selected): AuditRow {
  const refused = row.kind === "refused";
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    staffUserId: row.staffUserId,
    staffEmail: row.staffEmail,
    action: row.action,
    customerId: row.customerId,
    targetIds: row.targetIds ?? {},
    customerIp: row.customerIp,
    customerIpSource: row.customerIpSource,
    outcome: refused ? "refused" : ((row.outcome as AuditDisplayOutcome | null) ?? "pending"),
    outcomeAt: refused ? row.occurredAt.toISOString() : (row.outcomeAt?.toISOString() ?? null),
    upstreamStatus: row.upstreamStatus,
    errorKind: refused ? row.refusedKind : row.errorKind,
    errorMessage: refused ? row.refusedMessage : row.errorMessage,
    requestId: row.outcomeRequestId ?? row.attemptRequestId,
  };
}

export async function listAuditEvents(filters: AuditFilters, options: { page: number; perPage?: number }, database?: Db): Promise<AuditPage> {
  const db = database ?? (await getDb());
  const perPage = options.perPage ?? 50;
  const [totals] = await db.select({ total: count() }).from(auditEvents).where(where(filters));
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await select(db)
    .where(where(filters))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: rows.map(toRow), total, page, perPage, pageCount };
}

/** Keyset batches on the id, so a long export stays cheap. */
export async function* iterateAuditEvents(filters: AuditFilters, batchSize = 500, database?: Db): AsyncGenerator<AuditRow[]> {
  const db = database ?? (await getDb());
  let before: number | undefined;
  for (;;) {
    const batch = await select(db)
      .where(where(filters, before === undefined ? undefined : lt(auditEvents.id, before)))
      .orderBy(desc(auditEvents.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch.map(toRow);
    before = batch.at(-1)!.id;
    if (batch.length < batchSize) return;
  }
}

export async function listAuditedActions(database?: Db): Promise<string[]> {
  const db = database ?? (await getDb());
  const rows = await db.selectDistinct({ action: auditEvents.action }).from(auditEvents).orderBy(asc(auditEvents.action));
  return rows.map((row) => row.action);
}
