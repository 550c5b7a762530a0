import { currencyPair, EMPTY, formatAmount, formatDate, formatRate, orEmpty, shortId } from "./format";
import { labelDualHedgeLegs, remainingOnFixedSide } from "@/lib/domain/leg-roles";
import type { DualHedge } from "@/lib/wire";
import { dualHedgePath } from "@/lib/paths/dual-hedge-paths";

/** One dual hedge of the list, formatted on the server: the rows' client component only lays these strings out. */
export type DualHedgeRow = {
  id: string;
  shortId: string;
  href: string;
  created: string;
  route: string;
  rate: string;
  legs: {
    label: string;
    status: string | null;
    remaining: string;
    remainingUnknown?: string;
    end: string;
    settlement: string;
  }[];
};

export function toDualHedgeRow(customerId: string, dual: DualHedge): DualHedgeRow {
  return {
    id: dual.id,
    shortId: shortId(dual.id),
    href: dualHedgePath({ customerId, dualHedgeId: dual.id }),
    created: formatDate(dual.issuedAt),
    route: currencyPair(dual.fromCurrency, dual.functionalCurrency, dual.toCurrency),
    rate: formatRate(dual.rate),
    legs: labelDualHedgeLegs(dual).map(({ leg, label }) => {
      const remaining = remainingOnFixedSide(leg);
      return {
        label,
        status: leg.status ?? null,
        remaining: remaining ? formatAmount(remaining.amount, remaining.currency) : EMPTY,
        // Absent rather than undefined: every key travels in the page's RSC payload.
        ...(remaining ? {} : { remainingUnknown: `Fixed side not known: ${orEmpty(leg.fixedSide)}` }),
        end: formatDate(leg.endAt),
        settlement: formatDate(leg.settlementAt),
      };
    }),
  };
}
