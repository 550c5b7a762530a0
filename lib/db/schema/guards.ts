import { doublePrecision, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * In-flight mutation locks: one row while a mutation on a target (e.g. cancelling one dual hedge)
 * is under way, so a double click or a second tab cannot send it twice. In the database, not in
 * memory, so the guard holds whichever instance answers.
 */
export const mutationLocks = pgTable("mutation_locks", {
  key: text("key").primaryKey(),
  action: text("action").notNull(),
  staffUserId: text("staff_user_id").notNull(),
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).defaultNow().notNull(),
  /** A lock left by a process that died stops counting after this. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const PROPOSAL_KINDS = ["drawdown", "early-settlement"] as const;

/**
 * Every proposal this dashboard was given (drawdown and early-settlement quotes), so an accept can
 * be refused before it reaches the service: a proposal we never issued, one already accepted, or
 * one our own clock says has expired. `claimedAt` is set once, atomically, by the accept.
 */
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
  },
  (table) => [index("quoted_proposals_hedge_idx").on(table.hedgeId)],
);
