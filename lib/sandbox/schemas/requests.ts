import { z } from "@hono/zod-openapi";
import { QUERY, UUID_V4_PATTERN, paginationQueryShape, pathId, queryDate, strictWithKnownKeys } from "./common";

export const CustomerParams = z.object({ customerId: pathId("customerId") });
export const CustomerHedgeParams = z.object({ customerId: pathId("customerId"), hedgeId: pathId("hedgeId") });
export const CustomerDualHedgeParams = z.object({
  customerId: pathId("customerId"),
  dualHedgeId: pathId("dualHedgeId"),
});
export const DrawdownParams = CustomerHedgeParams.extend({ drawdownId: pathId("drawdownId") });
export const ConversionParams = z.object({ conversionId: pathId("conversionId") });
export const SpotParams = z.object({
  spotId: z.string().openapi({ param: { name: "spotId", in: "path" }, description: "string id of the spot" }),
});

export const CustomerListQuery = strictWithKnownKeys(
  {
    ...paginationQueryShape,
    [QUERY.externalCustomerId]: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .openapi({ param: { name: QUERY.externalCustomerId, in: "query" }, description: "exact match" }),
  },
  "query parameter",
);

export const DualHedgeListQuery = strictWithKnownKeys(
  {
    ...paginationQueryShape,
    [QUERY.createdAt]: queryDate(QUERY.createdAt, "only dual hedges issued on that date"),
    [QUERY.updatedAt]: queryDate(QUERY.updatedAt, "only dual hedges with a leg updated on that date"),
  },
  "query parameter",
);

export const ConversionListQuery = strictWithKnownKeys({ ...paginationQueryShape }, "query parameter");

const bodyAmount = z.number({ error: "must be a JSON number" }).openapi({ format: "double" });

/** Exactly one amount and never `endAt` (a drawdown executes the day it is quoted); which side is allowed is checked in the handler. */
export const DrawdownQuoteBody = z
  .strictObject(
    { fromCurrencyAmount: bodyAmount.optional(), toCurrencyAmount: bodyAmount.optional() },
    {
      error: (issue) => {
        if (issue.code !== "unrecognized_keys") return undefined;
        if (issue.keys.includes("endAt")) {
          return "endAt is not accepted: a drawdown executes on the day it is quoted";
        }
        return `unknown properties: ${issue.keys.join(", ")}`;
      },
    },
  )
  .refine((body) => (body.fromCurrencyAmount === undefined) !== (body.toCurrencyAmount === undefined), {
    error: "exactly one of fromCurrencyAmount and toCurrencyAmount must be provided",
  })
  .openapi("DrawdownQuoteRequest");

// The interface's UUID is version 4 (a path id of another form is a 404 instead: it names nothing).
const bodyId = () =>
  z
    .string({ error: "required, a UUID string" })
    .regex(UUID_V4_PATTERN, "must be a version 4 UUID")
    .openapi({ format: "uuid" });

export const DrawdownAcceptBody = strictWithKnownKeys({ drawdownProposalId: bodyId() }, "properties").openapi(
  "DrawdownAcceptRequest",
);

export const EarlySettlementAcceptBody = strictWithKnownKeys(
  { earlySettlementProposalId: bodyId() },
  "properties",
).openapi("EarlySettlementAcceptRequest");

export const CANCEL_REASON_MAX = 500;

export const CancelDualHedgeBody = strictWithKnownKeys(
  {
    reason: z
      .string({ error: "required, a string" })
      .trim()
      .min(1, "must not be empty")
      .max(CANCEL_REASON_MAX, `must be at most ${CANCEL_REASON_MAX} characters`),
  },
  "properties",
).openapi("CancelDualHedgeRequest");

/** Documented only: the header is checked by middleware, so a bad one is a 451 and not a 422. */
export const CustomerIpHeaders = z.object({
  "X-Customer-IP": z
    .string()
    .optional()
    .openapi({
      param: { name: "X-Customer-IP", in: "header", required: true },
      description: "IPv4 address of the customer's browser",
      example: "203.0.113.7",
    }),
});
