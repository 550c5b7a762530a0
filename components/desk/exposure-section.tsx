import { formatDate } from "@/lib/format/format";
import type { Desk } from "@/lib/desk/read-desk";
import { deskFiguresPath } from "@/lib/search-params/list-paths";
import { type DeskFilters, deskLink } from "@/lib/search-params/desk";
import { ChartFigure } from "./chart-figure";
import { LadderChart } from "./ladder-chart";
import { PairBars } from "./pair-bars";

const SAME_SCALE = "Bars of one currency share a scale; amounts in different currencies are never added or compared.";

export function ExposureSection({ desk, filters }: { desk: Desk; filters: DeskFilters }) {
  const { exposure, ladder, conversions } = desk;
  const figures = (table: string) => deskFiguresPath(deskLink(filters), table);
  const othersText = (others: { pairs: number } | null) =>
    others ? ` The ${others.pairs} other pairs are totalled per currency in its table.` : "";
  return (
    <section aria-labelledby="exposure-heading" className="mt-10">
      <h2 id="exposure-heading" className="text-xl font-semibold tracking-tight">
        Exposure and maturities
      </h2>
      <div className="mt-4 space-y-6">
        <ChartFigure
          id="exposure"
          title="Exposure by currency pair"
          description={
            exposure.top.length === 0
              ? "No Active leg in the book."
              : `Remaining amounts of Active legs, per pair, both sides, the ${exposure.top.length} pairs with most legs first. ${SAME_SCALE}${othersText(exposure.others)}`
          }
          tableHref={figures("exposure")}
        >
          <PairBars id="exposure" rows={exposure.top} />
        </ChartFigure>

        <ChartFigure
          id="conversions"
          title="Conversions, last 30 days"
          description={
            conversions.top.length === 0
              ? `No conversion issued since ${formatDate(conversions.since)}.`
              : `Volume of the organization's conversions issued since ${formatDate(conversions.since)}, per pair, both sides. ${SAME_SCALE}${othersText(conversions.others)}${conversions.undated > 0 ? ` ${conversions.undated} conversions without an issue date are not counted.` : ""}${filters.customer ? " Conversions belong to the organization: the customer filter does not apply." : ""}`
          }
          tableHref={figures("conversions")}
        >
          <PairBars id="conversions" rows={conversions.top} />
        </ChartFigure>
      </div>
      <div className="mt-6">
        <ChartFigure
          id="ladder"
          title="Maturity ladder"
          description={
            ladder.pairs.length === 0
              ? "No open leg with an end date in the book."
              : `Remaining amounts of open legs (first currency of each pair) by end date: overdue first, then each week for 8 weeks, then each month to 12 months out, then later. One small chart per pair, each on its own scale; the ${ladder.pairs.length} pairs with most open legs.${ladder.otherPairs > 0 ? ` ${ladder.otherPairs} other pairs: choose one in the pair filter.` : ""}${ladder.withoutEndDate > 0 ? ` ${ladder.withoutEndDate} open legs have no end date and are in no bucket.` : ""}`
          }
          tableHref={figures("ladder")}
        >
          <LadderChart id="ladder" ladder={ladder} />
        </ChartFigure>
      </div>
    </section>
  );
}
