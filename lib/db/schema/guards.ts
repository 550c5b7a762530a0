import { sql } from "drizzle-orm";
import { doublePrecision, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per mutation in flight on a target, in the database so the guard holds whichever instance answers. */
export const mutationLocks = pgTable("mutation_locks", {
  key: text("key").primaryKey(),
  action: text("action").notNull(),
  staffUserId: text("staff_user_id").notNull(),
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).defaultNow().notNull(),
  /** A lock left by a process that died stops counting after this (the database's clock). */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Whose lock this is: a release removes only its own, never one taken over after expiry. */
  token: text("token")
    .default(sql`gen_random_uuid()::text`)
    .notNull(),
});

export const PROPOSAL_KINDS = ["drawdown", "early-settlement"] as const;

/** Every proposal we were given, so an accept of one never issued, already claimed or expired is refused before the call. */
export const quotedProposals = pgTable(
  "quoted_proposals",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: PROPOSAL_KINDS }).notNull(),
    customerId: text("customer_id").notNull(),
    hedgeId: text("hedge_id").notNull(),
    validUntilTs: doublePrecision("valid_until_ts").notNull(),
    quotedBy: text("quoted_by").notNull(),
    quotedAt: timestamp("quoted_at", { withTimezone: true }).defaultNow().notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    /** The customer IP a 451 refused this proposal for: accepting it with another IP needs a new quote. */
    ipRefusedFor: text("ip_refused_for"),
    /** Decimal text on the leg's fixed side (the drawdown's amount, or what remains for an early settlement): the policy reads it at accept. */
    amount: text("amount"),
    currency: text("currency"),
    /** What the service quoted (and, for a drawdown, its side and customer IP), kept so a request for approval carries the quote its requester saw. */
    quote: jsonb("quote").$type<Record<string, unknown>>(),
    /** Set when an approver quoted it for a four-eyes request: only that request's approval may accept it. */
    approvalId: text("approval_id"),
  },
  (table) => [index("quoted_proposals_hedge_idx").on(table.hedgeId)],
);
