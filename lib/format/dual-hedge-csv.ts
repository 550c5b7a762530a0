import type { DualHedge } from "@/lib/wire";
import type { CsvValue } from "./csv";
import { labelDualHedgeLegs, remainingOnFixedSide } from "@/lib/domain/leg-roles";

// One record per dual hedge, in the service's own values (not page formatting) so a spreadsheet can compute.

const LEG_COLUMNS = [
  "role",
  "id",
  "status",
  "from_currency",
  "to_currency",
  "fixed_side",
  "remaining_amount",
  "remaining_currency",
  "quote",
  "end_at",
  "settlement_at",
  "updated_at",
] as const;

export const CSV_LEGS = 2;

export const DUAL_HEDGE_CSV_HEADER: readonly string[] = [
  "dual_hedge_id",
  "customer_id",
  "issued_at",
  "from_currency",
  "functional_currency",
  "to_currency",
  "rate",
  "leg_count",
  ...Array.from({ length: CSV_LEGS }, (_, i) => LEG_COLUMNS.map((column) => `leg${i + 1}_${column}`)).flat(),
];

type Leg = DualHedge["hedges"][number];

function legCells(labelled: { leg: Leg; label: string } | undefined): CsvValue[] {
  if (!labelled) return LEG_COLUMNS.map(() => null);
  const { leg, label } = labelled;
  const remaining = remainingOnFixedSide(leg);
  return [
    label,
    leg.id,
    leg.status,
    leg.fromCurrency,
    leg.toCurrency,
    leg.fixedSide,
    remaining ? leg[remaining.side] : null,
    remaining?.currency ?? null,
    leg.quote,
    leg.endAt,
    leg.settlementAt,
    leg.updatedAt,
  ];
}

export function dualHedgeCsvRow(dual: DualHedge): CsvValue[] {
  const legs = labelDualHedgeLegs(dual);
  return [
    dual.id,
    dual.customerId,
    dual.issuedAt,
    dual.fromCurrency,
    dual.functionalCurrency,
    dual.toCurrency,
    dual.rate,
    dual.hedges.length,
    ...Array.from({ length: CSV_LEGS }, (_, i) => legCells(legs[i])).flat(),
  ];
}
