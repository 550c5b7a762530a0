import { tableClass } from "@/components/ui/styles";
import { formatDate } from "@/lib/format/format";
import type { Desk } from "@/lib/desk/read-desk";
import { bookPath } from "@/lib/search-params/list-paths";
import { type DeskFilters, pairParam } from "@/lib/search-params/desk";
import { SettlingTable, settlingShown } from "./attention-extras";
import { LadderTable } from "./ladder-chart";
import { PairTable } from "./pair-table";

/** One chart's numbers: its title (the chart's), what the table holds, the table in its own scroll box. */
function FigureSection({
  id,
  title,
  description,
  back,
  backText = "Back to the chart",
  children,
}: {
  id: string;
  title: string;
  description: string;
  /** The desk at this chart. */
  back: string;
  backText?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="desk-chart scroll-mt-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        {description}{" "}
        {/* Named for its chart (three such links on the page); the name starts with the words shown (WCAG 2.5.3). */}
        <a href={back} className="link" aria-label={`${backText}: ${title}`}>
          {backText}
        </a>
      </p>
      {/* Focusable: a wide table scrolls in its box, and the keyboard must be able to scroll it (WCAG 2.1.1). */}
      <div role="region" aria-label={`${title} (table)`} tabIndex={0} className={`${tableClass.wrapper} mt-3`}>
        {children}
      </div>
    </section>
  );
}

/** The desk's three charts as tables (the figures page), the same figures and filters as the desk shows. */
export function DeskFigureTables({ desk, filters, back }: { desk: Desk; filters: DeskFilters; back: string }) {
  const { exposure, ladder, conversions, settling, settings } = desk;
  const soon = `${settings.soonBusinessDays} business ${settings.soonBusinessDays === 1 ? "day" : "days"}`;
  const others = (o: { pairs: number } | null) => (o ? ` The ${o.pairs} other pairs are totalled per currency.` : "");
  return (
    <div className="mt-8 space-y-10">
      <FigureSection
        id="exposure"
        title="Exposure by currency pair"
        back={`${back}#exposure`}
        description={
          exposure.top.length === 0
            ? "No Active leg in the book."
            : `Remaining amounts of Active legs per pair, both sides, the pairs with most legs first; each pair opens its Active legs in the book.${others(exposure.others)}`
        }
      >
        <PairTable
          caption="Remaining amounts of Active legs per pair"
          countLabel="Active legs"
          top={exposure.top}
          others={exposure.others}
          hrefFor={(row) =>
            row.from && row.to
              ? bookPath({ status: "Active", pair: pairParam(row.from, row.to), customer: filters.customer })
              : null
          }
        />
      </FigureSection>

      <FigureSection
        id="conversions"
        title="Conversions, last 30 days"
        back={`${back}#conversions`}
        description={
          conversions.top.length === 0
            ? `No conversion issued since ${formatDate(conversions.since)}.`
            : `Volume of the organization's conversions issued since ${formatDate(conversions.since)}, per pair, both sides.${others(conversions.others)}${conversions.undated > 0 ? ` ${conversions.undated} conversions without an issue date are not counted.` : ""}${filters.customer ? " Conversions belong to the organization: the customer filter does not apply." : ""}`
        }
      >
        <PairTable
          caption="Conversion volume per pair over the last 30 days"
          countLabel="Conversions"
          top={conversions.top}
          others={conversions.others}
        />
      </FigureSection>

      <FigureSection
        id="ladder"
        title="Maturity ladder"
        back={`${back}#ladder`}
        description={
          ladder.pairs.length === 0
            ? "No open leg with an end date in the book."
            : `Remaining amounts of open legs by end date, a column per pair (both currencies and the number of legs): overdue first, then each week for 8 weeks, then each month to 12 months out, then later.${ladder.otherPairs > 0 ? ` ${ladder.otherPairs} other pairs: choose one in the pair filter.` : ""}${ladder.withoutEndDate > 0 ? ` ${ladder.withoutEndDate} open legs have no end date and are in no bucket.` : ""}`
        }
      >
        <LadderTable ladder={ladder} />
      </FigureSection>

      {/* The desk's settling-soon card shows the currencies with most legs; every currency is here. */}
      <FigureSection
        id="settling-soon"
        title="Settling soon, per currency"
        back={`${back}#settling-soon-title`}
        backText="Back to the desk"
        description={
          settling.currencies.length === 0
            ? `Nothing settles in the next ${soon}.`
            : `Open legs whose settlement date is within the next ${soon} (today to ${formatDate(settling.until)}), per currency (both sides of each leg), the currencies with most legs first; ${settling.total} legs in all.`
        }
      >
        <SettlingTable
          currencies={settlingShown(settling.currencies, settling.currencies.length)}
          caption={`Amounts settling in the next ${soon}, per currency`}
        />
      </FigureSection>
    </div>
  );
}
