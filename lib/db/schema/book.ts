import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The book: our copy of what the service said (lib/book/). Unsaid fields are null, never made up; `raw` keeps the rest.

export const BOOK_PASS_STATUSES = ["running", "succeeded", "failed", "abandoned"] as const;
export type BookPassStatus = (typeof BOOK_PASS_STATUSES)[number];
export const BOOK_PASS_TRIGGERS = ["schedule", "admin", "startup", "desk"] as const;
export type BookPassTrigger = (typeof BOOK_PASS_TRIGGERS)[number];
/** How soon a customer is read again (lib/book/read-schedule.ts): what the book holds of it decides. */
export const READ_CLASSES = ["attention", "new", "active", "quiet"] as const;
export type ReadClass = (typeof READ_CLASSES)[number];

const seen = () => ({
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).defaultNow().notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).defaultNow().notNull(),
  lastSeenPass: bigint("last_seen_pass", { mode: "number" }),
  raw: jsonb("raw").notNull(),
});

/** One row per sync pass: what it cost and what it found. */
export const bookSyncPasses = pgTable(
  "book_sync_passes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    trigger: text("trigger", { enum: BOOK_PASS_TRIGGERS }).notNull(),
    /** The staff member who started it (admin: on /book/sync; desk: "Refresh the book now"), else null. */
    startedBy: text("started_by"),
    instance: text("instance").notNull(),
    status: text("status", { enum: BOOK_PASS_STATUSES }).default("running").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).defaultNow().notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).defaultNow().notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    calls: integer("calls").default(0).notNull(),
    rows: integer("rows").default(0).notNull(),
    /** Answers without a usable id: skipped, counted. */
    skipped: integer("skipped").default(0).notNull(),
    errors: integer("errors").default(0).notNull(),
    customersTotal: integer("customers_total"),
    customersDone: integer("customers_done").default(0).notNull(),
    lastError: text("last_error"),
  },
  (table) => [index("book_sync_passes_started_idx").on(table.startedAt)],
);

export const bookCustomers = pgTable(
  "book_customers",
  {
    id: text("id").primaryKey(),
    companyName: text("company_name"),
    companyCountry: text("company_country"),
    externalCustomerId: text("external_customer_id"),
    status: text("status"),
    ...seen(),
    /** When this customer's dual hedges were last read completely (all pages); null: never. */
    dualHedgesReadAt: timestamp("dual_hedges_read_at", { withTimezone: true }),
    /** Set when the last read of its dual hedges failed: its rows are then stale since dualHedgesReadAt. */
    dualHedgesFailedAt: timestamp("dual_hedges_failed_at", { withTimezone: true }),
    dualHedgesError: text("dual_hedges_error"),
    // The read schedule (lib/book/read-schedule.ts): its class as the book last judged it, when a read was last
    // tried, the gap before the next, a request to read it now, and what its last read found.
    readClass: text("read_class", { enum: READ_CLASSES }).default("new").notNull(),
    readTriedAt: timestamp("read_tried_at", { withTimezone: true }),
    readIntervalMs: integer("read_interval_ms").default(0).notNull(),
    readRequestedAt: timestamp("read_requested_at", { withTimezone: true }),
    /** When a read last found something different from the read before it. */
    readChangedAt: timestamp("read_changed_at", { withTimezone: true }),
    /** A hash of the last complete read's pages, to tell a changed read from an unchanged one. */
    readContentHash: text("read_content_hash"),
  },
  (table) => [
    index("book_customers_external_idx").on(table.externalCustomerId),
    // Part of a name (`ilike '%…%'`): trigrams, with a small pending list as PGlite has no autovacuum to merge it.
    index("book_customers_name_trgm_idx")
      .using("gin", table.companyName.op("gin_trgm_ops"))
      .with({ fastupdate: true, gin_pending_list_limit: 64 }),
    // The few customers whose last read failed, counted on every book page (lib/book/freshness.ts).
    index("book_customers_failed_idx")
      .on(table.id)
      .where(sql`${table.dualHedgesFailedAt} is not null`),
    // The freshness notes' oldest read (of all, and of those needing attention), and whether any was never read.
    index("book_customers_read_at_idx").on(table.dualHedgesReadAt),
    index("book_customers_class_read_at_idx").on(table.readClass, table.dualHedgesReadAt),
    // Requests to read a customer now, looked for every few seconds by the syncer on whichever instance runs it.
    index("book_customers_requested_idx")
      .on(table.readRequestedAt)
      .where(sql`${table.readRequestedAt} is not null`),
  ],
);

export const bookDualHedges = pgTable(
  "book_dual_hedges",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    issuedAt: date("issued_at", { mode: "string" }),
    functionalCurrency: text("functional_currency"),
    fromCurrency: text("from_currency"),
    toCurrency: text("to_currency"),
    rate: numeric("rate"),
    legCount: integer("leg_count").notNull(),
    unreadableLegs: integer("unreadable_legs").default(0).notNull(),
    ...seen(),
    /** Set only after a complete, successful read of its customer that no longer listed it. */
    notSeenSince: timestamp("not_seen_since", { withTimezone: true }),
  },
  // A customer's dual hedges, newest seen first: the customer page's activity pages through them in exactly this order
  // (plain `desc`, nulls first, and ids in the C collation, as its query and cursor say), so no sort of them all.
  (table) => [
    index("book_dual_hedges_customer_seen_idx").on(
      table.customerId,
      sql`${table.firstSeenAt} desc`,
      sql`${table.id} collate "C" desc`,
    ),
  ],
);

/** The amount a leg still hedges: the one on its fixed side (null when the side is unknown). */
export const legRemainingAmount = sql`(case "fixed_side" when 'fromCurrencyAmount' then "from_currency_amount" when 'toCurrencyAmount' then "to_currency_amount" end)`;
/** The currency of that amount. */
export const legRemainingCurrency = sql`(case "fixed_side" when 'fromCurrencyAmount' then "from_currency" when 'toCurrencyAmount' then "to_currency" end)`;

export const bookLegs = pgTable(
  "book_legs",
  {
    id: text("id").primaryKey(),
    dualHedgeId: text("dual_hedge_id").notNull(),
    /** The customer whose list it was read from (the leg's own customerId may be missing). */
    customerId: text("customer_id").notNull(),
    status: text("status"),
    transactionId: text("transaction_id"),
    externalTransactionId: text("external_transaction_id"),
    externalCustomerId: text("external_customer_id"),
    fromCurrency: text("from_currency"),
    toCurrency: text("to_currency"),
    fromCurrencyAmount: numeric("from_currency_amount"),
    toCurrencyAmount: numeric("to_currency_amount"),
    fixedSide: text("fixed_side"),
    initialCollateralAmount: numeric("initial_collateral_amount"),
    quote: numeric("quote"),
    externalMarkupPct: numeric("external_markup_pct"),
    acceptedAtTs: doublePrecision("accepted_at_ts"),
    issuedAt: date("issued_at", { mode: "string" }),
    endAt: date("end_at", { mode: "string" }),
    updatedAt: date("updated_at", { mode: "string" }),
    cancelledAt: date("cancelled_at", { mode: "string" }),
    initialCollateralReceivedAt: date("initial_collateral_received_at", { mode: "string" }),
    fundsReceivedAt: date("funds_received_at", { mode: "string" }),
    completedAt: date("completed_at", { mode: "string" }),
    completedAtTs: doublePrecision("completed_at_ts"),
    overdueAt: date("overdue_at", { mode: "string" }),
    settlementAt: date("settlement_at", { mode: "string" }),
    settlementType: text("settlement_type"),
    adjustedMtmChangePct: numeric("adjusted_mtm_change_pct"),
    adjustedMtmChangeTs: doublePrecision("adjusted_mtm_change_ts"),
    spotRate: numeric("spot_rate"),
    ...seen(),
    notSeenSince: timestamp("not_seen_since", { withTimezone: true }),
  },
  (table) => [
    index("book_legs_dual_hedge_idx").on(table.dualHedgeId),
    index("book_legs_customer_idx").on(table.customerId),
    // To the leg id as well, or the planner walks the end-date index and filters the status.
    index("book_legs_status_end_idx").on(table.status, table.endAt, table.id),
    index("book_legs_pair_idx").on(table.fromCurrency, table.toCurrency),
    // Date sorts keyed to the leg id in the page's order (lib/book/legs-order.ts), so a page reads just its rows.
    index("book_legs_end_idx").on(table.endAt, table.id),
    index("book_legs_settlement_idx").on(table.settlementAt, table.endAt, table.id),
    // The work queue's daily edges (lib/desk/items/edges.ts): legs whose overdue date, or in-process age, a new day crossed.
    index("book_legs_overdue_idx").on(table.overdueAt),
    index("book_legs_in_process_since_idx")
      .on(sql`coalesce(${table.updatedAt}, ${table.endAt})`)
      .where(sql`${table.status} = 'InProcess'`),
    index("book_legs_transaction_idx").on(table.transactionId),
    index("book_legs_external_transaction_idx").on(table.externalTransactionId),
    // The sort by remaining amount as the query writes it (descending keeps unknowns last): a page is an index walk.
    index("book_legs_remaining_idx").on(legRemainingAmount, legRemainingCurrency, table.id),
    index("book_legs_remaining_desc_idx").on(
      sql`${legRemainingAmount} desc nulls last`,
      legRemainingCurrency,
      table.id,
    ),
  ],
);

export const BOOK_LEG_CHANGE_FIELDS = ["status", "remaining", "gone", "back"] as const;
export type BookLegChangeField = (typeof BOOK_LEG_CHANGE_FIELDS)[number];

/**
 * What the book saw change on a leg, written by the database (trigger book_legs_changes, migration 0023) whatever wrote
 * the leg (a pass, a page, a mutation's re-read): a status between two known ones, the fixed side's remaining amount
 * between two known ones, listed no more (`gone`) or listed again (`back`). The change happened between
 * `previouslySeenAt` (the book last saw the old state) and `observedAt` (it saw the new one): that is all it knows.
 */
export const bookLegChanges = pgTable(
  "book_leg_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    legId: text("leg_id").notNull(),
    dualHedgeId: text("dual_hedge_id").notNull(),
    customerId: text("customer_id").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).defaultNow().notNull(),
    previouslySeenAt: timestamp("previously_seen_at", { withTimezone: true }).notNull(),
    field: text("field", { enum: BOOK_LEG_CHANGE_FIELDS }).notNull(),
    before: text("before"),
    after: text("after"),
    /** The remaining amount's currency (the fixed side's). */
    currency: text("currency"),
  },
  (table) => [
    index("book_leg_changes_customer_idx").on(table.customerId, table.observedAt.desc(), table.id.desc()),
    check("book_leg_changes_field_check", sql`${table.field} in ('status', 'remaining', 'gone', 'back')`),
  ],
);

export const bookConversions = pgTable(
  "book_conversions",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id"),
    fromCurrency: text("from_currency"),
    toCurrency: text("to_currency"),
    fromCurrencyAmount: numeric("from_currency_amount"),
    toCurrencyAmount: numeric("to_currency_amount"),
    quote: numeric("quote"),
    acceptedAtTs: doublePrecision("accepted_at_ts"),
    issuedAt: date("issued_at", { mode: "string" }),
    /** null with completedKnown: not completed yet; null without it: the service did not say. */
    completedAt: date("completed_at", { mode: "string" }),
    completedKnown: boolean("completed_known").default(false).notNull(),
    ...seen(),
    notSeenSince: timestamp("not_seen_since", { withTimezone: true }),
  },
  (table) => [index("book_conversions_issued_idx").on(table.issuedAt)],
);

/** One row: the book's change stamp, bumped last in every write's transaction (lib/book/changes.ts). */
export const bookChanges = pgTable(
  "book_changes",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).default(0).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [check("book_changes_one_row_check", sql`${table.id} = 1`)],
);
