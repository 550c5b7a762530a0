import { PaginationSchema } from "../schemas/common";
import {
  CancelDualHedgeResponseSchema,
  ConversionSchema,
  CustomerSchema,
  DrawdownProposalSchema,
  DrawdownSchema,
  DualHedgeSchema,
  EarlySettlementProposalSchema,
  HedgeSchema,
  HedgeStateSnapshotSchema,
  SpotSchema,
} from "../schemas/resources";

/** Essential fields are never dropped, nulled or retyped by the production profile; every other field of the strict schema is display-only. */
export type ObjectSpec = {
  kind: string;
  essential: readonly string[];
  display: readonly string[];
  /** Nested single objects whose fields are varied as this object's (snapshots, pagination). */
  nested?: Readonly<Record<string, ObjectSpec>>;
  /** A nested array of identified objects: in an answer each chooses its own variant by its id. */
  items?: { field: string; spec: ObjectSpec };
  fractional?: readonly string[];
  extras: Readonly<Record<string, unknown>>;
  /** A dual hedge: the variant with its first leg only, and `rate` named `quote` as in production's examples. */
  dualHedge?: boolean;
  emptyBody?: boolean;
  /** A leg: these dates are filled whatever its state, before its own variant, as production's examples show (withEveryDateFilled). */
  fillDates?: readonly string[];
  /** Objects in this state always carry these fields (a variant that would touch one is replaced by index 0). */
  keep?: { field: string; equals: unknown; fields: readonly string[] };
  /** Share (percent) of objects that carry every field (extra fields only); the rest one variant each. */
  intactPercent: number;
};

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);

function spec(
  kind: string,
  schema: { shape: object },
  essential: readonly string[],
  more: Partial<Omit<ObjectSpec, "kind" | "essential" | "display">> = {},
): ObjectSpec {
  const display = keysOf(schema).filter((field) => !essential.includes(field));
  return {
    kind,
    essential,
    display,
    extras: { unknownField: "sandbox extra", extraFields: { field_a: "value_a" } },
    intactPercent: 30,
    ...more,
  };
}

const pagination = spec("pagination", PaginationSchema, [], { fractional: ["page", "perPage", "totalResults"] });
const snapshot = spec("snapshot", HedgeStateSnapshotSchema, []);
const snapshots = { beforeHedgeState: snapshot, afterHedgeState: snapshot };

const customerExtras = {
  companyAddress: "12 Diagon Alley",
  companyCity: "London",
  contactEmail: "customer@company.com",
  extraFields: { field_a: "value_a", field_b: "value_b" },
};

/** What the drawdown and early-settlement flows read from a leg: an Active leg always carries them. */
export const LEG_FLOW_FIELDS = [
  "status",
  "fixedSide",
  "fromCurrency",
  "toCurrency",
  "fromCurrencyAmount",
  "toCurrencyAmount",
] as const;

export const LEG = spec("hedge", HedgeSchema, ["id"], {
  keep: { field: "status", equals: "Active", fields: LEG_FLOW_FIELDS },
  fillDates: ["initialCollateralReceivedAt", "fundsReceivedAt", "cancelledAt", "completedAt", "overdueAt"],
});
const customer = spec("customer", CustomerSchema, ["id"], { extras: customerExtras });
const dualHedge = spec("dualHedge", DualHedgeSchema, ["id"], {
  items: { field: "hedges", spec: LEG },
  dualHedge: true,
});
const conversion = spec("conversion", ConversionSchema, ["id"]);

const list = (kind: string, field: string, item: ObjectSpec): ObjectSpec => ({
  kind,
  essential: [field],
  display: ["pagination"],
  nested: { pagination },
  items: { field, spec: item },
  extras: { unknownField: "sandbox extra" },
  intactPercent: 30,
});

export const ANSWER_TYPES = {
  customer,
  customerList: list("customerList", "customers", customer),
  dualHedge,
  dualHedgeList: list("dualHedgeList", "dualHedges", dualHedge),
  cancel: spec("cancel", CancelDualHedgeResponseSchema, [], { emptyBody: true }),
  drawdownProposal: spec("drawdownProposal", DrawdownProposalSchema, ["id", "validUntilTs"], { nested: snapshots }),
  drawdown: spec("drawdown", DrawdownSchema, ["id"], { nested: snapshots }),
  drawdownAccept: spec("drawdownAccept", DrawdownSchema, [], { nested: snapshots, emptyBody: true }),
  earlySettlementProposal: spec("earlySettlementProposal", EarlySettlementProposalSchema, ["id", "validUntilTs"]),
  earlySettlementAccept: spec("earlySettlementAccept", HedgeSchema, [], { emptyBody: true }),
  conversion,
  conversionList: list("conversionList", "conversions", conversion),
  spot: spec("spot", SpotSchema, ["id"]),
} as const satisfies Record<string, ObjectSpec>;

export type AnswerType = keyof typeof ANSWER_TYPES;

/** The answers to mutations: every variant of theirs must read as a success. */
export const MUTATION_ANSWER_TYPES = [
  "cancel",
  "drawdownAccept",
  "earlySettlementAccept",
] as const satisfies readonly AnswerType[];
