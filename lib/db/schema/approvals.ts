import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const APPROVAL_REQUEST_ACTIONS = ["cancelDualHedge", "acceptDrawdown", "acceptEarlySettlement"] as const;
/** pending → withdrawn | rejected | expired | approved → executed | failed; `approved` alone: the answer is unknown. */
export const APPROVAL_STATUSES = [
  "pending",
  "withdrawn",
  "rejected",
  "approved",
  "executed",
  "failed",
  "expired",
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** A money action one staff member asked for and another must approve (maker–checker); each change is one guarded UPDATE. */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    action: text("action", { enum: APPROVAL_REQUEST_ACTIONS }).notNull(),
    status: text("status", { enum: APPROVAL_STATUSES }).default("pending").notNull(),
    /** No foreign key, as on the trail: a request outlives the account (a missing requester cannot be approved). */
    requestedBy: text("requested_by").notNull(),
    requestedByEmail: text("requested_by_email").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).defaultNow().notNull(),
    /** Set from the policy at request time, by the database's clock. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    customerId: text("customer_id").notNull(),
    dualHedgeId: text("dual_hedge_id").notNull(),
    hedgeId: text("hedge_id"),
    /** Decimal text on the fixed side (a drawdown), or the largest leg's (a cancel); null when the service sent none. */
    amount: text("amount"),
    currency: text("currency"),
    reason: text("reason"),
    customerIp: text("customer_ip"),
    customerIpSource: text("customer_ip_source"),
    /** The quote the requester saw (a drawdown or early settlement proposal), kept to compare with the approver's fresh one. */
    quote: jsonb("quote").$type<Record<string, unknown>>(),
    /** The approver's fresh proposal: the only one an approval may accept. */
    approvalProposalId: text("approval_proposal_id"),
    decidedBy: text("decided_by"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    executedAt: timestamp("executed_at", { withTimezone: true }),
    /** What the execution came to, in staff's words (the service's refusal, or where to look). */
    outcomeMessage: text("outcome_message"),
  },
  (t) => [
    check(
      "approval_requests_status_check",
      sql`${t.status} in ('pending', 'withdrawn', 'rejected', 'approved', 'executed', 'failed', 'expired')`,
    ),
    check(
      "approval_requests_action_check",
      sql`${t.action} in ('cancelDualHedge', 'acceptDrawdown', 'acceptEarlySettlement')`,
    ),
    // Never decided by the one who asked, whatever the code above it does.
    check(
      "approval_requests_four_eyes_check",
      sql`${t.decidedBy} is null or ${t.status} = 'withdrawn' or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    // One open request per action and target: a second would be approved twice.
    uniqueIndex("approval_requests_one_pending_idx")
      .on(t.action, t.dualHedgeId, sql`coalesce(${t.hedgeId}, '')`)
      .where(sql`${t.status} = 'pending'`),
    index("approval_requests_status_idx").on(t.status, t.expiresAt),
    index("approval_requests_requested_at_idx").on(t.requestedAt.desc()),
    index("approval_requests_dual_hedge_idx").on(t.dualHedgeId, t.requestedAt.desc()),
  ],
);
