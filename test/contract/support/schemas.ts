import { z } from "zod";

/** The resources exactly as docs/interface.md says: the sandbox emits the interface and nothing more. */

// 2.1: 8-4-4-4-12 hex, version digit 4, variant digit 8/9/a/b, case-insensitive.
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // not Date.UTC, which maps years 0..99 to 1900..1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const uuid = z.string().regex(UUID_V4, "not a version-4 UUID");
export const date = z.string().refine(isRealDate, "not a real YYYY-MM-DD date");
/** Unix seconds (a double): between 2001-09-09 and 2286, so milliseconds are caught. */
export const timestamp = z
  .number()
  .refine((v) => Number.isFinite(v) && v >= 1e9 && v < 1e10, "not a unix timestamp in seconds");
export const amount = z
  .number()
  .refine(Number.isFinite)
  .refine((v) => v >= 0, "negative amount");
export const rate = z
  .number()
  .refine(Number.isFinite)
  .refine((v) => v > 0, "rate must be positive");
export const currency = z.string().min(1);

export const HEDGE_STATUSES = ["Active", "InProcess", "Completed", "Overdue", "Cancelled"] as const;
export const DRAWDOWN_STATUSES = ["Active", "InProcess", "Completed", "Overdue"] as const;
export const SETTLEMENT_TYPES = ["full", "offset", "manual"] as const;

export const errorSchema = z.strictObject({ message: z.string().min(1), reason: z.string().optional() });
export const ipErrorSchema = z.strictObject({ message: z.string().min(1) });

export const paginationSchema = z.strictObject({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1).max(100),
  totalResults: z.number().int().min(0),
});

export const hedgeStateSnapshotSchema = z.strictObject({
  fromCurrencyAmount: amount,
  toCurrencyAmount: amount,
  quote: rate,
  endAt: date,
  settlementAt: date,
  collateralAmount: amount,
});

export const drawdownProposalSchema = z.strictObject({
  id: uuid,
  fromCurrency: currency,
  toCurrency: currency,
  fromCurrencyAmount: amount,
  toCurrencyAmount: amount,
  collateralAmountReleased: amount,
  quote: rate,
  endAt: date,
  settlementAt: date,
  validUntilTs: timestamp,
  beforeHedgeState: hedgeStateSnapshotSchema,
  afterHedgeState: hedgeStateSnapshotSchema,
});

export const drawdownSchema = drawdownProposalSchema.omit({ validUntilTs: true }).extend({
  hedgeId: uuid,
  status: z.enum(DRAWDOWN_STATUSES),
});

export const hedgeSchema = z.strictObject({
  id: uuid,
  customerId: uuid,
  status: z.enum(HEDGE_STATUSES),
  transactionId: uuid,
  externalTransactionId: z.string(),
  fromCurrency: currency,
  toCurrency: currency,
  externalCustomerId: z.string(),
  toCurrencyAmount: amount,
  fromCurrencyAmount: amount,
  fixedSide: z.enum(["fromCurrencyAmount", "toCurrencyAmount"]),
  initialCollateralAmount: amount,
  quote: rate,
  externalMarkupPct: z.number().nullable(),
  acceptedAtTs: timestamp,
  issuedAt: date,
  endAt: date,
  updatedAt: date,
  cancelledAt: date.nullable(),
  initialCollateralReceivedAt: date,
  fundsReceivedAt: date.nullable(),
  completedAt: date.nullable(),
  completedAtTs: timestamp.nullable(),
  overdueAt: date,
  settlementAt: date,
  settlementType: z.enum(SETTLEMENT_TYPES),
  adjustedMtmChangePct: z.number(),
  adjustedMtmChangeTs: timestamp,
  spotRate: rate,
});

export const dualHedgeSchema = z.strictObject({
  id: uuid,
  issuedAt: date,
  customerId: uuid,
  functionalCurrency: currency,
  fromCurrency: currency,
  toCurrency: currency,
  rate: rate,
  hedges: z.array(hedgeSchema).length(2),
});

export const cancelResponseSchema = z.strictObject({
  id: uuid,
  transactionId: uuid,
  hedgeIds: z.array(uuid),
});

export const conversionSchema = z.strictObject({
  id: uuid,
  organizationId: uuid,
  fromCurrency: currency,
  toCurrency: currency,
  toCurrencyAmount: amount,
  fromCurrencyAmount: amount,
  quote: rate,
  acceptedAtTs: timestamp,
  issuedAt: date,
  completedAt: date.nullable(),
});

/** 2.9: every key present for a spot; whether `completedAt` may then be null is checked in conversions.test.ts. */
export const spotSchema = conversionSchema;
export const spotNonNullSchema = conversionSchema.extend({ completedAt: date });

export const earlySettlementProposalSchema = z.strictObject({
  id: uuid,
  hedgeId: uuid,
  toCurrencyAmount: amount,
  fromCurrencyAmount: amount,
  quote: rate,
  validUntilTs: timestamp,
});

export const customerSchema = z.strictObject({
  id: uuid,
  companyName: z.string().min(1),
  companyCountry: z.string().regex(/^[A-Z]{2}$/, "two letters"),
  externalCustomerId: z.string().min(1),
  status: z.enum(["Pending", "Approved", "Rejected"]),
});

export const customerListSchema = z.strictObject({ customers: z.array(customerSchema), pagination: paginationSchema });
export const dualHedgeListSchema = z.strictObject({
  dualHedges: z.array(dualHedgeSchema),
  pagination: paginationSchema,
});
export const conversionListSchema = z.strictObject({
  conversions: z.array(conversionSchema),
  pagination: paginationSchema,
});

export type Hedge = z.output<typeof hedgeSchema>;
export type DualHedge = z.output<typeof dualHedgeSchema>;
export type Customer = z.output<typeof customerSchema>;
export type Conversion = z.output<typeof conversionSchema>;
export type DrawdownProposal = z.output<typeof drawdownProposalSchema>;
export type Drawdown = z.output<typeof drawdownSchema>;
export type HedgeStateSnapshot = z.output<typeof hedgeStateSnapshotSchema>;
export type EarlySettlementProposal = z.output<typeof earlySettlementProposalSchema>;
