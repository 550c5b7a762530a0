import { Term } from "@/components/ui/term";
import { formatAmount, formatDate, formatRate, orEmpty } from "@/lib/format/format";
import type { Drawdown, DrawdownProposal } from "@/lib/wire";

type Terms = Pick<
  DrawdownProposal,
  "fromCurrency" | "toCurrency" | "fromCurrencyAmount" | "toCurrencyAmount" | "quote"
> &
  Partial<Pick<Drawdown, "collateralAmountReleased" | "endAt" | "settlementAt">>;

/** What a drawdown takes and when: amounts on both sides, rate, collateral released, execution and settlement dates. */
export function DrawdownTerms({ terms, fixedSide }: { terms: Terms; fixedSide: string | null }) {
  const item = (term: string, value: string) => <Term term={term}>{value}</Term>;
  const fixedNote = (side: string) => (fixedSide === side ? " (fixed side)" : "");
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {item(
        `Drawn in ${orEmpty(terms.fromCurrency)}${fixedNote("fromCurrencyAmount")}`,
        formatAmount(terms.fromCurrencyAmount, terms.fromCurrency),
      )}
      {item(
        `Drawn in ${orEmpty(terms.toCurrency)}${fixedNote("toCurrencyAmount")}`,
        formatAmount(terms.toCurrencyAmount, terms.toCurrency),
      )}
      {item("Rate", formatRate(terms.quote))}
      {item(
        "Collateral released",
        terms.collateralAmountReleased === undefined
          ? "Not given"
          : formatAmount(terms.collateralAmountReleased, terms.fromCurrency),
      )}
      {item("Executes on (end date)", formatDate(terms.endAt))}
      {item("Settles on", formatDate(terms.settlementAt))}
    </dl>
  );
}
