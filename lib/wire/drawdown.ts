import { z } from "zod";
import { amount, currency, id, openEnum, rate, shown, shownDate, timestamp } from "./fields";

export const DRAWDOWN_STATUSES = ["Active", "InProcess", "Completed", "Overdue"] as const;

/** Spec 2.4: the hedge before and after a drawdown; display-only throughout. */
export const hedgeStateSnapshotSchema = z.object({
  fromCurrencyAmount: shown(amount),
  toCurrencyAmount: shown(amount),
  quote: shown(rate),
  endAt: shownDate,
  settlementAt: shownDate,
  collateralAmount: shown(amount),
});

export type HedgeStateSnapshot = z.output<typeof hedgeStateSnapshotSchema>;

const drawdownTerms = {
  fromCurrency: shown(currency),
  toCurrency: shown(currency),
  fromCurrencyAmount: shown(amount),
  toCurrencyAmount: shown(amount),
  quote: shown(rate),
  collateralAmountReleased: shown(amount),
  endAt: shownDate,
  settlementAt: shownDate,
  beforeHedgeState: shown(hedgeStateSnapshotSchema),
  afterHedgeState: shown(hedgeStateSnapshotSchema),
};

/** Spec 2.4a, the answer of drawdown quote. Essential: `id` and `validUntilTs` (the accept needs both). */
export const drawdownProposalSchema = z.object({ id, validUntilTs: timestamp, ...drawdownTerms });

export type DrawdownProposal = z.output<typeof drawdownProposalSchema>;

/**
 * Spec 2.5 ("which Drawdown fields are required: not shown"). Essential: `id` (its page is found
 * by it). As the answer of an accept, even that is not: a 2xx accept is done (client.ts).
 */
export const drawdownSchema = z.object({
  id,
  hedgeId: shown(id),
  status: shown(openEnum(DRAWDOWN_STATUSES)),
  ...drawdownTerms,
});

export type Drawdown = z.output<typeof drawdownSchema>;
