import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Amounts and rates are `numeric` (exact strings); dates YYYY-MM-DD; timestamps unix seconds. */

const ts = (name: string) => bigint(name, { mode: "number" });
const day = (name: string) => date(name, { mode: "string" });

/** 1-based place in the list (newest first) set at seeding, so any page costs what page 1 does; sound as no operation adds or removes rows. */
const listPosition = (name = "list_position") => integer(name).notNull();

export const sandboxMeta = pgTable("sandbox_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const sandboxCustomers = pgTable(
  "sandbox_customers",
  {
    id: uuid("id").primaryKey(),
    companyName: text("company_name").notNull(),
    companyCountry: text("company_country").notNull(),
    externalCustomerId: text("external_customer_id").notNull(),
    status: text("status").notNull(),
    functionalCurrency: text("functional_currency").notNull(),
    createdTs: ts("created_ts").notNull(),
  },
  (t) => [
    index("sandbox_customers_external_id_idx").on(t.externalCustomerId),
    index("sandbox_customers_order_idx").on(t.createdTs.desc(), t.id.desc()),
  ],
);

export const sandboxDualHedges = pgTable(
  "sandbox_dual_hedges",
  {
    id: uuid("id").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => sandboxCustomers.id),
    transactionId: uuid("transaction_id").notNull(),
    issuedAt: day("issued_at").notNull(),
    functionalCurrency: text("functional_currency").notNull(),
    fromCurrency: text("from_currency").notNull(),
    toCurrency: text("to_currency").notNull(),
    rate: numeric("rate").notNull(),
    createdTs: ts("created_ts").notNull(),
    listPosition: listPosition(),
  },
  (t) => [
    uniqueIndex("sandbox_dual_hedges_position_idx").on(t.customerId, t.listPosition),
    index("sandbox_dual_hedges_issued_idx").on(t.customerId, t.issuedAt, t.listPosition),
  ],
);

/** Its amounts are what REMAINS after drawdowns. */
export const sandboxHedges = pgTable(
  "sandbox_hedges",
  {
    id: uuid("id").primaryKey(),
    dualHedgeId: uuid("dual_hedge_id")
      .notNull()
      .references(() => sandboxDualHedges.id),
    customerId: uuid("customer_id").notNull(),
    /** Its dual hedge's list position, so "updated on a day" pages from this table's own index. */
    dualListPosition: listPosition("dual_list_position"),
    /** 0 = customer leg, 1 = supplier leg: the order in the dual hedge's `hedges`. */
    legIndex: integer("leg_index").notNull(),
    status: text("status").notNull(),
    transactionId: uuid("transaction_id").notNull(),
    externalTransactionId: text("external_transaction_id").notNull(),
    externalCustomerId: text("external_customer_id").notNull(),
    fromCurrency: text("from_currency").notNull(),
    toCurrency: text("to_currency").notNull(),
    fromCurrencyAmount: numeric("from_currency_amount").notNull(),
    toCurrencyAmount: numeric("to_currency_amount").notNull(),
    fixedSide: text("fixed_side").notNull(),
    initialCollateralAmount: numeric("initial_collateral_amount").notNull(),
    collateralAmount: numeric("collateral_amount").notNull(),
    quote: numeric("quote").notNull(),
    externalMarkupPct: numeric("external_markup_pct"),
    acceptedAtTs: ts("accepted_at_ts").notNull(),
    issuedAt: day("issued_at").notNull(),
    endAt: day("end_at").notNull(),
    updatedAt: day("updated_at").notNull(),
    cancelledAt: day("cancelled_at"),
    initialCollateralReceivedAt: day("initial_collateral_received_at"),
    fundsReceivedAt: day("funds_received_at"),
    completedAt: day("completed_at"),
    completedAtTs: ts("completed_at_ts"),
    overdueAt: day("overdue_at").notNull(),
    settlementAt: day("settlement_at").notNull(),
    settlementType: text("settlement_type").notNull(),
    adjustedMtmChangePct: numeric("adjusted_mtm_change_pct").notNull(),
    adjustedMtmChangeTs: ts("adjusted_mtm_change_ts").notNull(),
    spotRate: numeric("spot_rate").notNull(),
    /** Bumped on every change, so a proposal quoted on an older state can be refused. */
    version: integer("version").notNull().default(0),
  },
  (t) => [
    index("sandbox_hedges_dual_idx").on(t.dualHedgeId, t.legIndex),
    index("sandbox_hedges_updated_idx").on(t.customerId, t.updatedAt, t.dualListPosition),
  ],
);

/** Dual hedges per customer and update day, numbered in list order, so "updated on a day" pages by ranges. */
export const sandboxUpdateDays = pgTable(
  "sandbox_update_days",
  {
    customerId: uuid("customer_id").notNull(),
    updatedAt: day("updated_at").notNull(),
    dualListPosition: integer("dual_list_position").notNull(),
    dualHedgeId: uuid("dual_hedge_id")
      .notNull()
      .references(() => sandboxDualHedges.id),
    dayPosition: integer("day_position").notNull(),
  },
  (t) => [
    primaryKey({ name: "sandbox_update_days_pk", columns: [t.customerId, t.updatedAt, t.dualListPosition] }),
    index("sandbox_update_days_position_idx").on(t.customerId, t.updatedAt, t.dayPosition, t.dualListPosition),
    index("sandbox_update_days_dual_idx").on(t.dualHedgeId),
  ],
);

function drawdownColumns() {
  return {
    hedgeId: uuid("hedge_id")
      .notNull()
      .references(() => sandboxHedges.id),
    fromCurrency: text("from_currency").notNull(),
    toCurrency: text("to_currency").notNull(),
    fromCurrencyAmount: numeric("from_currency_amount").notNull(),
    toCurrencyAmount: numeric("to_currency_amount").notNull(),
    collateralAmountReleased: numeric("collateral_amount_released").notNull(),
    quote: numeric("quote").notNull(),
    endAt: day("end_at").notNull(),
    settlementAt: day("settlement_at").notNull(),
    createdTs: ts("created_ts").notNull(),
    beforeFromCurrencyAmount: numeric("before_from_currency_amount").notNull(),
    beforeToCurrencyAmount: numeric("before_to_currency_amount").notNull(),
    beforeQuote: numeric("before_quote").notNull(),
    beforeEndAt: day("before_end_at").notNull(),
    beforeSettlementAt: day("before_settlement_at").notNull(),
    beforeCollateralAmount: numeric("before_collateral_amount").notNull(),
    afterFromCurrencyAmount: numeric("after_from_currency_amount").notNull(),
    afterToCurrencyAmount: numeric("after_to_currency_amount").notNull(),
    afterQuote: numeric("after_quote").notNull(),
    afterEndAt: day("after_end_at").notNull(),
    afterSettlementAt: day("after_settlement_at").notNull(),
    afterCollateralAmount: numeric("after_collateral_amount").notNull(),
  };
}

export const sandboxDrawdownProposals = pgTable(
  "sandbox_drawdown_proposals",
  {
    id: uuid("id").primaryKey(),
    ...drawdownColumns(),
    validUntilTs: ts("valid_until_ts").notNull(),
    hedgeVersion: integer("hedge_version").notNull(),
    acceptedAtTs: ts("accepted_at_ts"),
    drawdownId: uuid("drawdown_id"),
  },
  (t) => [index("sandbox_drawdown_proposals_hedge_idx").on(t.hedgeId)],
);

export const sandboxDrawdowns = pgTable(
  "sandbox_drawdowns",
  {
    id: uuid("id").primaryKey(),
    ...drawdownColumns(),
    proposalId: uuid("proposal_id"),
    pinnedStatus: text("pinned_status"),
  },
  (t) => [index("sandbox_drawdowns_hedge_idx").on(t.hedgeId)],
);

export const sandboxEarlySettlementProposals = pgTable(
  "sandbox_early_settlement_proposals",
  {
    id: uuid("id").primaryKey(),
    hedgeId: uuid("hedge_id")
      .notNull()
      .references(() => sandboxHedges.id),
    fromCurrencyAmount: numeric("from_currency_amount").notNull(),
    toCurrencyAmount: numeric("to_currency_amount").notNull(),
    quote: numeric("quote").notNull(),
    validUntilTs: ts("valid_until_ts").notNull(),
    hedgeVersion: integer("hedge_version").notNull(),
    acceptedAtTs: ts("accepted_at_ts"),
    createdTs: ts("created_ts").notNull(),
  },
  (t) => [index("sandbox_early_settlement_proposals_hedge_idx").on(t.hedgeId)],
);

export const sandboxConversions = pgTable(
  "sandbox_conversions",
  {
    id: uuid("id").primaryKey(),
    organizationId: uuid("organization_id").notNull(),
    fromCurrency: text("from_currency").notNull(),
    toCurrency: text("to_currency").notNull(),
    fromCurrencyAmount: numeric("from_currency_amount").notNull(),
    toCurrencyAmount: numeric("to_currency_amount").notNull(),
    quote: numeric("quote").notNull(),
    acceptedAtTs: ts("accepted_at_ts").notNull(),
    issuedAt: day("issued_at").notNull(),
    completedAt: day("completed_at"),
    listPosition: listPosition(),
  },
  (t) => [uniqueIndex("sandbox_conversions_position_idx").on(t.organizationId, t.listPosition)],
);

/** Every sandbox table, children first: the order in which a reset empties them. */
export const sandboxTables = [
  sandboxEarlySettlementProposals,
  sandboxDrawdowns,
  sandboxDrawdownProposals,
  sandboxUpdateDays,
  sandboxHedges,
  sandboxDualHedges,
  sandboxCustomers,
  sandboxConversions,
  sandboxMeta,
] as const;
