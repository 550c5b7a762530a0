import type { DualHedge, Hedge } from "@/lib/wire";
import { DRAWDOWN_MINIMUM, type FixedSide } from "./drawdown-rules";
import { compare, toDecimalString, tryDecimal } from "./money";

// Roles come from currencies only when they tell every leg apart: a wrong role is worse than "Leg 1".

export type LegRole = "customer" | "supplier";

export type LabelledLeg<L> = {
  leg: L;
  role: LegRole | null;
  label: string;
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
  // A functional currency equal to a side makes one leg convert a currency into itself: no role.
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

export function labelDualHedgeLegs<L extends LegCurrencies>(dual: Route & { hedges: readonly L[] }) {
  return labelLegs(dual, dual.hedges);
}

type FixedSideAmounts = Pick<
  Hedge,
  "fixedSide" | "fromCurrency" | "toCurrency" | "fromCurrencyAmount" | "toCurrencyAmount"
>;

export type FixedSideRemaining = {
  amount: string;
  currency: string;
  side: FixedSide;
};

export function isFixedSide(value: unknown): value is FixedSide {
  return value === "fromCurrencyAmount" || value === "toCurrencyAmount";
}

/** Null for an unknown fixedSide or a missing amount or currency: guessing would draw the wrong amount. */
export function remainingOnFixedSide(hedge: FixedSideAmounts): FixedSideRemaining | null {
  const side = hedge.fixedSide;
  if (!isFixedSide(side)) return null;
  const amount = tryDecimal(hedge[side]);
  const currency = side === "fromCurrencyAmount" ? hedge.fromCurrency : hedge.toCurrency;
  if (amount === null || !currency) return null;
  return { amount: toDecimalString(amount), currency, side };
}

export function isDrawable(hedge: FixedSideAmounts & Pick<Hedge, "status">): boolean {
  if (hedge.status !== "Active") return false;
  const remaining = remainingOnFixedSide(hedge);
  return remaining !== null && compare(remaining.amount, DRAWDOWN_MINIMUM) >= 0;
}
