import "server-only";
import { z } from "zod";
import { amount, currency, date, id, openEnum, rate, timestamp } from "./fields";

export const DRAWDOWN_STATUSES = ["Active", "InProcess", "Completed", "Overdue"] as const;

/** Spec 2.4: the hedge before and after a drawdown. */
export const hedgeStateSnapshotSchema = z.object({
  fromCurrencyAmount: amount,
  toCurrencyAmount: amount,
  quote: rate,
  endAt: date,
  settlementAt: date,
  collateralAmount: amount,
});

export type HedgeStateSnapshot = z.output<typeof hedgeStateSnapshotSchema>;

const drawdownIdentity = {
  id,
  fromCurrency: currency,
  toCurrency: currency,
  fromCurrencyAmount: amount,
  toCurrencyAmount: amount,
  quote: rate,
};

/** Spec 2.4a: the answer of drawdown quote; every field required. */
export const drawdownProposalSchema = z.object({
  ...drawdownIdentity,
  collateralAmountReleased: amount,
  endAt: date,
  settlementAt: date,
  validUntilTs: timestamp,
  beforeHedgeState: hedgeStateSnapshotSchema,
  afterHedgeState: hedgeStateSnapshotSchema,
});

export type DrawdownProposal = z.output<typeof drawdownProposalSchema>;

/**
 * Spec 2.5: "Which Drawdown fields are required: not shown". We require what identifies the
 * drawdown and its money; the rest may be absent (and then stays absent, never filled in). This
 * matters most on accept: a 200 we refused to read would hide a drawdown that did happen.
 */
export const drawdownSchema = z.object({
  ...drawdownIdentity,
  hedgeId: id,
  status: openEnum(DRAWDOWN_STATUSES),
  collateralAmountReleased: amount.optional(),
  endAt: date.optional(),
  settlementAt: date.optional(),
  beforeHedgeState: hedgeStateSnapshotSchema.optional(),
  afterHedgeState: hedgeStateSnapshotSchema.optional(),
});

export type Drawdown = z.output<typeof drawdownSchema>;
