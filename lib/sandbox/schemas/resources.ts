import { z } from "@hono/zod-openapi";
import { AmountSchema, CurrencySchema, DateSchema, PaginationSchema, TimestampSchema, UuidSchema } from "./common";

/** Strict: every response is parsed through its schema before it leaves (the database-written dual-hedge list outside production only). */

export const CUSTOMER_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export const HEDGE_STATUSES = ["Active", "InProcess", "Completed", "Overdue", "Cancelled"] as const;
export const DRAWDOWN_STATUSES = ["Active", "InProcess", "Completed", "Overdue"] as const;
export const FIXED_SIDES = ["fromCurrencyAmount", "toCurrencyAmount"] as const;
export const SETTLEMENT_TYPES = ["full", "offset", "manual"] as const;

export const CustomerSchema = z
  .strictObject({
    id: UuidSchema,
    companyName: z.string(),
    companyCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .openapi({ example: "GB" }),
    externalCustomerId: z.string(),
    status: z.enum(CUSTOMER_STATUSES),
  })
  .openapi("Customer");

export const HedgeSchema = z
  .strictObject({
    id: UuidSchema,
    customerId: UuidSchema,
    status: z.enum(HEDGE_STATUSES),
    transactionId: UuidSchema,
    externalTransactionId: z.string(),
    fromCurrency: CurrencySchema,
    toCurrency: CurrencySchema,
    externalCustomerId: z.string(),
    toCurrencyAmount: AmountSchema.openapi({ description: "remaining amount in toCurrency" }),
    fromCurrencyAmount: AmountSchema.openapi({ description: "remaining amount in fromCurrency" }),
    fixedSide: z.enum(FIXED_SIDES),
    initialCollateralAmount: AmountSchema,
    quote: AmountSchema,
    externalMarkupPct: z.number().nullable(),
    acceptedAtTs: TimestampSchema,
    issuedAt: DateSchema,
    endAt: DateSchema,
    updatedAt: DateSchema,
    cancelledAt: DateSchema.nullable(),
    initialCollateralReceivedAt: DateSchema,
    fundsReceivedAt: DateSchema.nullable(),
    completedAt: DateSchema.nullable(),
    completedAtTs: TimestampSchema.nullable(),
    overdueAt: DateSchema,
    settlementAt: DateSchema,
    settlementType: z.enum(SETTLEMENT_TYPES),
    adjustedMtmChangePct: z.number(),
    adjustedMtmChangeTs: TimestampSchema,
    spotRate: z.number(),
  })
  .openapi("Hedge");

export const DualHedgeSchema = z
  .strictObject({
    id: UuidSchema,
    issuedAt: DateSchema,
    customerId: UuidSchema,
    functionalCurrency: CurrencySchema,
    fromCurrency: CurrencySchema,
    toCurrency: CurrencySchema,
    rate: z.number(),
    hedges: z.array(HedgeSchema).length(2),
  })
  .openapi("DualHedge");

export const CancelDualHedgeResponseSchema = z
  .strictObject({
    id: UuidSchema,
    transactionId: UuidSchema,
    hedgeIds: z.array(UuidSchema),
  })
  .openapi("CancelDualHedgeResponse");

export const HedgeStateSnapshotSchema = z
  .strictObject({
    fromCurrencyAmount: AmountSchema,
    toCurrencyAmount: AmountSchema,
    quote: z.number(),
    endAt: DateSchema,
    settlementAt: DateSchema,
    collateralAmount: AmountSchema,
  })
  .openapi("HedgeStateSnapshot");

const drawdownShape = {
  id: UuidSchema,
  fromCurrency: CurrencySchema,
  toCurrency: CurrencySchema,
  fromCurrencyAmount: AmountSchema,
  toCurrencyAmount: AmountSchema,
  collateralAmountReleased: AmountSchema,
  quote: z.number(),
  endAt: DateSchema,
  settlementAt: DateSchema,
  beforeHedgeState: HedgeStateSnapshotSchema,
  afterHedgeState: HedgeStateSnapshotSchema,
};

export const DrawdownProposalSchema = z
  .strictObject({ ...drawdownShape, validUntilTs: TimestampSchema })
  .openapi("DrawdownProposal");

export const DrawdownSchema = z
  .strictObject({ ...drawdownShape, hedgeId: UuidSchema, status: z.enum(DRAWDOWN_STATUSES) })
  .openapi("Drawdown");

export const EarlySettlementProposalSchema = z
  .strictObject({
    id: UuidSchema,
    hedgeId: UuidSchema,
    toCurrencyAmount: AmountSchema,
    fromCurrencyAmount: AmountSchema,
    quote: z.number(),
    validUntilTs: TimestampSchema,
  })
  .openapi("EarlySettlementProposal");

const conversionShape = {
  id: UuidSchema,
  organizationId: UuidSchema,
  fromCurrency: CurrencySchema,
  toCurrency: CurrencySchema,
  toCurrencyAmount: AmountSchema,
  fromCurrencyAmount: AmountSchema,
  quote: z.number(),
  acceptedAtTs: TimestampSchema,
  issuedAt: DateSchema,
  completedAt: DateSchema.nullable(),
};

export const ConversionSchema = z.strictObject(conversionShape).openapi("Conversion");
export const SpotSchema = z.strictObject(conversionShape).openapi("Spot", { deprecated: true });

export const CustomerListSchema = z
  .strictObject({ customers: z.array(CustomerSchema), pagination: PaginationSchema })
  .openapi("CustomerList");
export const DualHedgeListSchema = z
  .strictObject({ dualHedges: z.array(DualHedgeSchema), pagination: PaginationSchema })
  .openapi("DualHedgeList");
export const ConversionListSchema = z
  .strictObject({ conversions: z.array(ConversionSchema), pagination: PaginationSchema })
  .openapi("ConversionList");

export type Customer = z.infer<typeof CustomerSchema>;
export type Hedge = z.infer<typeof HedgeSchema>;
export type DualHedge = z.infer<typeof DualHedgeSchema>;
export type DualHedgeList = z.infer<typeof DualHedgeListSchema>;
export type HedgeStateSnapshot = z.infer<typeof HedgeStateSnapshotSchema>;
export type DrawdownProposal = z.infer<typeof DrawdownProposalSchema>;
export type Drawdown = z.infer<typeof DrawdownSchema>;
export type EarlySettlementProposal = z.infer<typeof EarlySettlementProposalSchema>;
export type Conversion = z.infer<typeof ConversionSchema>;
