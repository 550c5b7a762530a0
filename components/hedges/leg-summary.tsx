import { StatusBadge } from "@/components/ui/status-badge";
import { currencyPair, formatAmount, formatDate, formatRate, orEmpty } from "@/lib/format/format";
import { isFixedSide } from "@/lib/domain/leg-roles";
import type { Hedge } from "@/lib/wire";

type LegFacts = Pick<
  Hedge,
  | "id"
  | "status"
  | "fromCurrency"
  | "toCurrency"
  | "fixedSide"
  | "fromCurrencyAmount"
  | "toCurrencyAmount"
  | "quote"
  | "endAt"
  | "settlementAt"
  | "initialCollateralAmount"
>;

function fixedSideText(leg: LegFacts): string {
  if (leg.fixedSide === null) return orEmpty(null);
  if (!isFixedSide(leg.fixedSide)) return `${leg.fixedSide} (not a side Hedge Desk knows)`;
  return leg.fixedSide === "fromCurrencyAmount"
    ? `${orEmpty(leg.fromCurrency)} (the paying side)`
    : `${orEmpty(leg.toCurrency)} (the bought side)`;
}

const remainingTerm = (currency: string | null, fixed: boolean) =>
  `Remaining ${currency ?? "amount"}${fixed ? " · fixed side" : ""}`;

/** One leg as the service describes it; no hooks, so the early-settlement flow can render the returned leg. */
export function LegSummary({ leg, heading, headingId }: { leg: LegFacts; heading: string; headingId: string }) {
  const fixed = isFixedSide(leg.fixedSide) ? leg.fixedSide : null;
  const item = (term: string, value: React.ReactNode, emphasise = false) => (
    <div className={emphasise ? "rounded-md bg-blue-50 px-2 py-1" : "px-2 py-1"}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 tabular text-slate-900">{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {heading}
        </h2>
        <StatusBadge status={leg.status} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {item("Currencies", currencyPair(leg.fromCurrency, leg.toCurrency))}
        {item("Fixed side", fixedSideText(leg))}
        {item("Locked rate", formatRate(leg.quote))}
        {item(
          remainingTerm(leg.fromCurrency, fixed === "fromCurrencyAmount"),
          formatAmount(leg.fromCurrencyAmount, leg.fromCurrency),
          fixed === "fromCurrencyAmount",
        )}
        {item(
          remainingTerm(leg.toCurrency, fixed === "toCurrencyAmount"),
          formatAmount(leg.toCurrencyAmount, leg.toCurrency),
          fixed === "toCurrencyAmount",
        )}
        {item("Initial collateral", formatAmount(leg.initialCollateralAmount, leg.fromCurrency))}
        {item("End date", formatDate(leg.endAt))}
        {item("Settlement date", formatDate(leg.settlementAt))}
        {item("Leg id", <span className="font-mono text-xs">{leg.id}</span>)}
      </dl>
    </section>
  );
}
