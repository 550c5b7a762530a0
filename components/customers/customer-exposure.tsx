import { PairTable } from "@/components/desk/pair-table";
import { tableClass } from "@/components/ui/styles";
import type { CustomerFigures } from "@/lib/customers/figures";
import { formatAmount } from "@/lib/format/format";
import { pairParam } from "@/lib/search-params/desk";
import { bookPath } from "@/lib/search-params/list-paths";

/** The customer's Active legs per pair (both sides' remaining amounts), then every currency's total. */
export function CustomerExposure({
  customerId,
  exposure,
}: {
  customerId: string;
  exposure: CustomerFigures["exposure"];
}) {
  const { top, others, totals, legs } = exposure;
  return (
    <section aria-labelledby="exposure-heading" className="mt-4" data-testid="customer-exposure">
      <h3 id="exposure-heading" className="text-base font-semibold">
        Active legs by currency pair
      </h3>
      {legs === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No Active leg of this customer is in the book. Its other legs (completed, cancelled, in process) are in{" "}
          <a href={bookPath({ customer: customerId })} className="link">
            the book filtered to this customer
          </a>
          ; a new hedge shows here once the book has read it (refresh this customer, or open its dual hedges).
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {legs} Active {legs === 1 ? "leg" : "legs"} in {top.length + (others?.pairs ?? 0)}{" "}
            {top.length + (others?.pairs ?? 0) === 1 ? "pair" : "pairs"}: what remains on each side, summed exactly per
            currency; amounts in different currencies are never added.
          </p>
          <div
            role="region"
            aria-label="Active legs by pair (table)"
            tabIndex={0}
            className={`${tableClass.wrapper} mt-2`}
          >
            <PairTable
              caption="Remaining amounts of this customer's Active legs per pair"
              countLabel="Active legs"
              top={top}
              others={others}
              hrefFor={(row) =>
                row.from && row.to
                  ? bookPath({ status: "Active", pair: pairParam(row.from, row.to), customer: customerId })
                  : null
              }
            />
          </div>
          <h4 className="mt-3 text-sm font-medium text-slate-800">In all, per currency (both sides of every pair)</h4>
          <ul
            className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm tabular-nums"
            data-testid="customer-currency-totals"
          >
            {totals.map((total) => (
              <li key={total.currency ?? "?"}>
                {total.amount === null ? `${total.currency ?? "?"} —` : formatAmount(total.amount, total.currency)}
                {total.unknown > 0 && (
                  <span className="text-xs text-slate-600"> + {total.unknown} without an amount</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
