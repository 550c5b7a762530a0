import { z } from "zod";
import { amount, currency, id, openEnum, rate, shown, shownDate, shownNullableDate, timestamp } from "./fields";

export const HEDGE_STATUSES = ["Active", "InProcess", "Completed", "Overdue", "Cancelled"] as const;
export const SETTLEMENT_TYPES = ["full", "offset", "manual"] as const;
export const FIXED_SIDES = ["fromCurrencyAmount", "toCurrencyAmount"] as const;
export type FixedSide = (typeof FIXED_SIDES)[number];

/** Spec 2.6; also the answer of early-settlement accept. Essential: `id`; the flows say what else is missing. */
export const hedgeSchema = z.object({
  id,
  customerId: shown(id),
  status: shown(openEnum(HEDGE_STATUSES)),
  transactionId: shown(id),
  externalTransactionId: shown(z.string()),
  fromCurrency: shown(currency),
  toCurrency: shown(currency),
  externalCustomerId: shown(z.string()),
  toCurrencyAmount: shown(amount),
  fromCurrencyAmount: shown(amount),
  fixedSide: shown(openEnum(FIXED_SIDES)),
  initialCollateralAmount: shown(amount),
  quote: shown(rate),
  externalMarkupPct: shown(z.number(), { nullable: true }),
  acceptedAtTs: shown(timestamp),
  issuedAt: shownDate,
  endAt: shownDate,
  updatedAt: shownDate,
  cancelledAt: shownNullableDate,
  initialCollateralReceivedAt: shownDate, // production has sent null on an active leg
  fundsReceivedAt: shownNullableDate,
  completedAt: shownNullableDate,
  completedAtTs: shown(timestamp, { nullable: true }),
  overdueAt: shownDate,
  settlementAt: shownDate,
  settlementType: shown(openEnum(SETTLEMENT_TYPES)),
  adjustedMtmChangePct: shown(z.number()),
  adjustedMtmChangeTs: shown(timestamp),
  spotRate: shown(rate),
});

export type Hedge = z.output<typeof hedgeSchema>;
