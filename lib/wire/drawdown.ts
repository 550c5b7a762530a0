import { z } from "zod";
import { amount, currency, id, openEnum, rate, shown, shownDate, timestamp } from "./fields";

export const DRAWDOWN_STATUSES = ["Active", "InProcess", "Completed", "Overdue"] as const;

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

/** Essential: `id` and `validUntilTs`, which the accept needs. */
export const drawdownProposalSchema = z.object({ id, validUntilTs: timestamp, ...drawdownTerms });

export type DrawdownProposal = z.output<typeof drawdownProposalSchema>;

/** Spec 2.5. Essential: `id`, except as an accept's answer (a 2xx accept is done). */
export const drawdownSchema = z.object({
  id,
  hedgeId: shown(id),
  status: shown(openEnum(DRAWDOWN_STATUSES)),
  ...drawdownTerms,
});

export type Drawdown = z.output<typeof drawdownSchema>;
