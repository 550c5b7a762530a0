import "server-only";
import { z } from "zod";
import { amount, currency, date, id, nullableDate, openEnum, orNull, rate, timestamp } from "./fields";

/** Seen in production (gaps.md); open sets: an unknown value is shown as it is. */
export const HEDGE_STATUSES = ["Active", "InProcess", "Completed", "Overdue", "Cancelled"] as const;
export const SETTLEMENT_TYPES = ["full", "offset", "manual"] as const;
export const FIXED_SIDES = ["fromCurrencyAmount", "toCurrencyAmount"] as const;
export type FixedSide = (typeof FIXED_SIDES)[number];

/** A leg of a dual hedge (spec 2.6); also the answer of early-settlement accept (gaps.md). */
export const hedgeSchema = z.object({
  id,
  customerId: id,
  status: openEnum(HEDGE_STATUSES),
  transactionId: id,
  externalTransactionId: z.string(),
  fromCurrency: currency,
  toCurrency: currency,
  externalCustomerId: z.string(),
  toCurrencyAmount: amount,
  fromCurrencyAmount: amount,
  fixedSide: openEnum(FIXED_SIDES),
  initialCollateralAmount: amount,
  quote: rate,
  externalMarkupPct: orNull(z.number()),
  acceptedAtTs: timestamp,
  issuedAt: date,
  endAt: date,
  updatedAt: date,
  cancelledAt: nullableDate,
  initialCollateralReceivedAt: date, // production has sent null on an active leg (gaps.md)
  fundsReceivedAt: nullableDate,
  completedAt: nullableDate,
  completedAtTs: orNull(timestamp),
  overdueAt: date,
  settlementAt: date,
  settlementType: openEnum(SETTLEMENT_TYPES),
  adjustedMtmChangePct: z.number(),
  adjustedMtmChangeTs: timestamp,
  spotRate: rate,
});

export type Hedge = z.output<typeof hedgeSchema>;
