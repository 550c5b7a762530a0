import type { DualHedge, Hedge } from "@/lib/wire";
import { DRAWDOWN_MINIMUM, type FixedSide } from "./drawdown-rules";
import { compare, toDecimalString, tryDecimal } from "./money";

/**
 * Which leg of a dual hedge is which. The service does not say: a dual hedge routes through the
 * customer's functional currency (spec part 1), so the customer leg pays fromCurrency for the
 * functional currency and the supplier leg pays the functional currency for toCurrency. Legs are
 * named by role only when the currencies tell every leg apart; otherwise all are named by
 * position ("Leg 1", "Leg 2"), because a wrong role is worse than no role.
 */

export type LegRole = "customer" | "supplier";

export type LabelledLeg<L> = {
  leg: L;
  /** null when the legs are named by position. */
  role: LegRole | null;
  label: string;
  /** 1-based position in the dual hedge's `hedges` array. */
  position: number;
};

type Route = Pick<DualHedge, "fromCurrency" | "functionalCurrency" | "toCurrency">;
type LegCurrencies = Pick<Hedge, "fromCurrency" | "toCurrency">;

const ROLE_LABELS: Record<LegRole, string> = { customer: "Customer leg", supplier: "Supplier leg" };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

function roleOf(route: Route, leg: LegCurrencies): LegRole | null {
  const customer = same(leg.fromCurrency, route.fromCurrency) && same(leg.toCurrency, route.functionalCurrency);
  const supplier = same(leg.fromCurrency, route.functionalCurrency) && same(leg.toCurrency, route.toCurrency);
  return customer === supplier ? null : customer ? "customer" : "supplier";
}

export function labelLegs<L extends LegCurrencies>(route: Route, legs: readonly L[]): LabelledLeg<L>[] {
  // With the functional currency equal to a side, one of the "legs" converts a currency into
  // itself and the shapes no longer identify a role.
  const routeIsAmbiguous =
    same(route.functionalCurrency, route.fromCurrency) || same(route.functionalCurrency, route.toCurrency);
  const roles = routeIsAmbiguous ? legs.map(() => null) : legs.map((leg) => roleOf(route, leg));
  const distinct = new Set(roles).size === roles.length;
  const byRole = roles.length > 0 && roles.every((role) => role !== null) && distinct;
  return legs.map((leg, index) => {
    const role = byRole ? roles[index]! : null;
    return { leg, role, label: role ? ROLE_LABELS[role] : `Leg ${index + 1}`, position: index + 1 };
  });
}

/** The legs of a dual hedge, labelled. */
export function labelDualHedgeLegs<L extends LegCurrencies>(dual: Route & { hedges: readonly L[] }) {
  return labelLegs(dual, dual.hedges);
}

type FixedSideAmounts = Pick<
  Hedge,
  "fixedSide" | "fromCurrency" | "toCurrency" | "fromCurrencyAmount" | "toCurrencyAmount"
>;

export type FixedSideRemaining = {
  /** Exact decimal text of what remains on the fixed side. */
  amount: string;
  currency: string;
  side: FixedSide;
};

/** fixedSide is an open string as read; only these two values name a side. */
export function isFixedSide(value: unknown): value is FixedSide {
  return value === "fromCurrencyAmount" || value === "toCurrencyAmount";
}

/**
 * What remains on the hedge's fixed side, in that side's currency; null for a fixedSide value
 * the interface does not define, or a side whose amount or currency is missing, because guessing
 * would show (or draw) the wrong amount.
 */
export function remainingOnFixedSide(hedge: FixedSideAmounts): FixedSideRemaining | null {
  const side = hedge.fixedSide;
  if (!isFixedSide(side)) return null;
  const amount = tryDecimal(hedge[side]);
  const currency = side === "fromCurrencyAmount" ? hedge.fromCurrency : hedge.toCurrency;
  if (amount === null || !currency) return null;
  return { amount: toDecimalString(amount), currency, side };
}

/** Only an Active leg with at least the minimum drawdown left on its fixed side can be drawn down. */
export function isDrawable(hedge: FixedSideAmounts & Pick<Hedge, "status">): boolean {
  if (hedge.status !== "Active") return false;
  const remaining = remainingOnFixedSide(hedge);
  return remaining !== null && compare(remaining.amount, DRAWDOWN_MINIMUM) >= 0;
}
