import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { auditEvents, type CustomerIpSource } from "@/lib/db/schema";
import type { AuditFilters } from "@/lib/search-params/audit";
import { isSecurityEventKind, SECURITY_EVENT_KINDS, SECURITY_EVENTS_FILTER } from "./security-event-kinds";

export type AuditDisplayOutcome = "succeeded" | "failed" | "unknown" | "refused" | "pending" | "recorded";

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
  clientAddress: string | null;
  detail: Record<string, unknown> | null;
  /** `pending`: no outcome yet (in flight, or waiting for the reconciliation). */
  outcome: AuditDisplayOutcome;
  outcomeAt: string | null;
  upstreamStatus: number | null;
  errorKind: string | null;
  errorMessage: string | null;
  requestId: string | null;
  /** The attempt's other outcome when it has two: an `unknown` beside the call's late answer or reconciliation's verdict. */
  earlierOutcome: { outcome: AuditDisplayOutcome; at: string; errorMessage: string | null } | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

const outcomes = alias(auditEvents, "outcomes");
const earlier = alias(auditEvents, "earlier");

function where(filters: AuditFilters, extra?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(auditEvents.outcome, ["attempt", "refused", "recorded"]), extra];
  if (filters.staff) conditions.push(eq(auditEvents.staffUserId, filters.staff));
  if (filters.action === SECURITY_EVENTS_FILTER)
    conditions.push(inArray(auditEvents.action, [...SECURITY_EVENT_KINDS]));
  else if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.customer) conditions.push(eq(auditEvents.customerId, filters.customer));
  if (filters.from) conditions.push(gte(auditEvents.occurredAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(auditEvents.occurredAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
  return and(...conditions);
}

// An answer or a verdict outranks an `unknown` whatever their order (two passes may race and write the mark last).
const latestOutcome = sql`${outcomes.id} = coalesce(
  (select max(o.id) from ${auditEvents} o where o.attempt_id = ${auditEvents.id} and o.outcome <> 'unknown'),
  (select max(o.id) from ${auditEvents} o where o.attempt_id = ${auditEvents.id}))`;
const earlierOutcome = sql`${earlier.id} = (select max(o.id) from ${auditEvents} o where o.attempt_id = ${auditEvents.id} and o.id <> ${outcomes.id})`;

function select(db: Db) {
  return (
    db
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
        clientAddress: auditEvents.clientAddress,
        detail: auditEvents.detail,
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
        earlierOutcome: earlier.outcome,
        earlierAt: earlier.occurredAt,
        earlierMessage: earlier.errorMessage,
        // The moment to the microsecond, as text: a keyset over it must not lose what a Date drops.
        exactAt: sql<string>`to_char(${auditEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(auditEvents)
      // The outcome that settles it shows, and the other one beside it (an `unknown`, then the answer or the verdict).
      .leftJoin(outcomes, and(eq(outcomes.attemptId, auditEvents.id), latestOutcome))
      .leftJoin(earlier, and(eq(earlier.attemptId, auditEvents.id), earlierOutcome))
  );
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>["execute"]>>[number];

function toRow(row: Selected): AuditRow {
  const single = row.kind === "refused" || row.kind === "recorded";
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
    clientAddress: row.clientAddress,
    detail: row.detail ?? null,
    outcome: single ? (row.kind as "refused" | "recorded") : ((row.outcome as AuditDisplayOutcome | null) ?? "pending"),
    outcomeAt: single ? row.occurredAt.toISOString() : (row.outcomeAt?.toISOString() ?? null),
    upstreamStatus: row.upstreamStatus,
    errorKind: single ? row.refusedKind : row.errorKind,
    errorMessage: single ? row.refusedMessage : row.errorMessage,
    requestId: row.outcomeRequestId ?? row.attemptRequestId,
    earlierOutcome:
      row.earlierOutcome && row.earlierAt
        ? {
            outcome: row.earlierOutcome as AuditDisplayOutcome,
            at: row.earlierAt.toISOString(),
            errorMessage: row.earlierMessage,
          }
        : null,
  };
}

export async function listAuditEvents(
  filters: AuditFilters,
  options: { page: number; perPage?: number },
  database?: Db,
): Promise<AuditPage> {
  const db = database ?? (await getDb());
  const perPage = options.perPage ?? 50;
  const [totals] = await db.select({ total: count() }).from(auditEvents).where(where(filters));
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // Past the end is an empty page, said so by the list (components/ui/list-results.tsx), not the last page shown instead.
  const page = Math.max(1, options.page);
  const rows = await select(db)
    .where(where(filters))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: rows.map(toRow), total, page, perPage, pageCount };
}

/**
 * One customer's entries, newest first, that come before a point of a keyset (`before`, given the time and id columns):
 * a page of a customer's activity. `exactAt` is each entry's time to the microsecond.
 */
export async function customerAuditEvents(
  db: Db,
  customerId: string,
  before: (at: typeof auditEvents.occurredAt, id: typeof auditEvents.id) => SQL | undefined,
  limit: number,
): Promise<(AuditRow & { exactAt: string })[]> {
  const rows = await select(db)
    .where(where({ customer: customerId }, before(auditEvents.occurredAt, auditEvents.id)))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...toRow(row), exactAt: row.exactAt }));
}

/** Keyset batches on the id, so a long export stays cheap. */
export async function* iterateAuditEvents(
  filters: AuditFilters,
  batchSize = 500,
  database?: Db,
): AsyncGenerator<AuditRow[]> {
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

/** The hedging actions seen so far; the security event kinds are listed apart (SECURITY_EVENT_KINDS), seen or not. */
export async function listAuditedActions(database?: Db): Promise<string[]> {
  const db = database ?? (await getDb());
  const rows = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .orderBy(asc(auditEvents.action));
  return rows.map((row) => row.action).filter((action) => !isSecurityEventKind(action));
}
