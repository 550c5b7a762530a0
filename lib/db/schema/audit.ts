import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** `recorded`: a security event (sign-in, staff change, export), one row, no upstream call. */
export const AUDIT_OUTCOMES = ["attempt", "succeeded", "failed", "refused", "unknown", "recorded"] as const;
/** `typed`: staff entered an address other than their browser's; `browser`: the address the request came from. */
export const CUSTOMER_IP_SOURCES = ["typed", "browser"] as const;
export type CustomerIpSource = (typeof CUSTOMER_IP_SOURCES)[number];

/** Append-only (a trigger refuses UPDATE and DELETE): an `attempt` row before the upstream call and its outcome after, linked by `attempt_id`. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).defaultNow().notNull(),
    /** No foreign key: the trail outlives any account. */
    staffUserId: text("staff_user_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    customerId: text("customer_id"),
    targetIds: jsonb("target_ids").$type<Record<string, string>>().default({}).notNull(),
    customerIp: text("customer_ip"),
    customerIpSource: text("customer_ip_source", { enum: CUSTOMER_IP_SOURCES }),
    outcome: text("outcome", { enum: AUDIT_OUTCOMES }).notNull(),
    upstreamStatus: integer("upstream_status"),
    errorKind: text("error_kind"),
    errorMessage: text("error_message"),
    requestId: text("request_id"),
    /** The browser's address (lib/request/client-address.ts) for security events. */
    clientAddress: text("client_address"),
    /** What a security event needs beyond the target ids (role before and after, export filters and row count). */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    attemptId: bigint("attempt_id", { mode: "number" }).references((): AnyPgColumn => auditEvents.id),
    /** Tamper-evident chain set by the database's trigger, never the app, under a lock so instances never fork it. */
    chainSeq: bigint("chain_seq", { mode: "number" }),
    prevHash: text("prev_hash"),
    rowHash: text("row_hash"),
  },
  (t) => [
    check(
      "audit_events_outcome_check",
      sql`${t.outcome} in ('attempt', 'succeeded', 'failed', 'refused', 'unknown', 'recorded')`,
    ),
    // Rows from before the column have an IP without a source; a source never comes without an IP.
    check(
      "audit_events_customer_ip_source_check",
      sql`${t.customerIpSource} is null or (${t.customerIpSource} in ('typed', 'browser') and ${t.customerIp} is not null)`,
    ),
    check(
      "audit_events_attempt_link_check",
      sql`(${t.outcome} in ('attempt', 'refused', 'recorded')) = (${t.attemptId} is null)`,
    ),
    index("audit_events_occurred_at_idx").on(t.occurredAt.desc(), t.id.desc()),
    index("audit_events_staff_idx").on(t.staffUserId, t.occurredAt.desc()),
    index("audit_events_action_idx").on(t.action, t.occurredAt.desc()),
    index("audit_events_customer_idx").on(t.customerId, t.occurredAt.desc()),
    // An attempt's outcomes, for the list's and reconciliation's lookups (the unique indexes below are partial).
    index("audit_events_attempt_idx").on(t.attemptId, t.id),
    uniqueIndex("audit_events_chain_seq_idx").on(t.chainSeq),
    // Per attempt at most one answer, one `unknown` and one verdict: a late answer is kept, never doubled.
    uniqueIndex("audit_events_call_outcome_idx")
      .on(t.attemptId)
      .where(sql`${t.outcome} in ('succeeded', 'failed') and ${t.errorKind} is distinct from 'reconciled'`),
    uniqueIndex("audit_events_unknown_outcome_idx")
      .on(t.attemptId)
      .where(sql`${t.outcome} = 'unknown'`),
    uniqueIndex("audit_events_reconciled_outcome_idx")
      .on(t.attemptId)
      .where(sql`${t.errorKind} = 'reconciled'`),
  ],
);

/** Each check of the chain (the background one, or `npm run audit:verify`): how far it held, and the first row that broke it (shown on /audit). */
export const auditChainChecks = pgTable("audit_chain_checks", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).defaultNow().notNull(),
  ok: boolean("ok").notNull(),
  rows: bigint("rows", { mode: "number" }).notNull(),
  /** The chain's last link when it held: a later check notices that row gone or changed. */
  lastSeq: bigint("last_seq", { mode: "number" }),
  lastHash: text("last_hash"),
  firstBadId: bigint("first_bad_id", { mode: "number" }),
  problem: text("problem"),
});
