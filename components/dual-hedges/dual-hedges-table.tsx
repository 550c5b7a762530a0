import Link from "next/link";
import { CopyScope } from "@/components/ui/copy-scope";
import { ScopedCopyButton } from "@/components/ui/scoped-copy-button";
import { StatusBadge } from "@/components/ui/status-badge";
import { tableClass } from "@/components/ui/styles";
import { currencyPair, EMPTY, formatAmount, formatDate, formatRate, orEmpty, shortId } from "@/lib/domain/format";
import { labelDualHedgeLegs, remainingOnFixedSide } from "@/lib/domain/leg-roles";
import type { DualHedge } from "@/lib/wire";

export function DualHedgesTable({ customerId, items }: { customerId: string; items: DualHedge[] }) {
  return (
    <CopyScope className={tableClass.wrapper}>
      <table className={`${tableClass.table} grouped-rows`}>
        <caption className="sr-only">Dual hedges of this customer, newest first, one row per leg</caption>
        <thead>
          <tr>
            <th scope="col">Dual hedge</th>
            <th scope="col">Created</th>
            <th scope="col">
              Route
              <span className="block text-xs font-normal text-slate-600">from → functional → to</span>
            </th>
            <th scope="col" className="text-right">Rate</th>
            <th scope="col">Leg</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Remaining
              <span className="block text-xs font-normal text-slate-600">on fixed side</span>
            </th>
            <th scope="col">End</th>
            <th scope="col">Settlement</th>
          </tr>
        </thead>
        {items.map((dual) => (
          <DualHedgeRows key={dual.id} customerId={customerId} dual={dual} />
        ))}
      </table>
    </CopyScope>
  );
}

function DualHedgeRows({ customerId, dual }: { customerId: string; dual: DualHedge }) {
  const legs = labelDualHedgeLegs(dual);
  const span = Math.max(legs.length, 1);
  const href = `/customers/${encodeURIComponent(customerId)}/dual-hedges/${encodeURIComponent(dual.id)}`;
  const head = (
    <>
      <th scope="rowgroup" rowSpan={span}>
        <Link
          href={href}
          // One of 100 rows is opened: prefetching each as it scrolls into view would cost the server 100 renders.
          prefetch={false}
          aria-label={`Dual hedge ${shortId(dual.id)}`}
          // inline-block and py-0.5: a 24 px tall target (WCAG 2.5.8), the copy button right below it
          className="link inline-block py-0.5 font-mono"
        >
          {shortId(dual.id)}
        </Link>
        <div className="mt-1">
          <ScopedCopyButton value={dual.id} label={`dual hedge id ${shortId(dual.id)}`} />
        </div>
      </th>
      <td rowSpan={span} className="nowrap">{formatDate(dual.issuedAt)}</td>
      <td rowSpan={span} className="nowrap">{currencyPair(dual.fromCurrency, dual.functionalCurrency, dual.toCurrency)}</td>
      <td rowSpan={span} className="num">{formatRate(dual.rate)}</td>
    </>
  );

  if (legs.length === 0) {
    return (
      <tbody>
        <tr>
          {head}
          <td colSpan={5} className="text-slate-600">No legs in this dual hedge.</td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {legs.map(({ leg, label }, index) => {
        const remaining = remainingOnFixedSide(leg);
        return (
          <tr key={`${leg.id}-${index}`}>
            {index === 0 && head}
            <td className="nowrap">{label}</td>
            <td>
              <StatusBadge status={leg.status} />
            </td>
            <td className="num" {...(remaining ? {} : { title: `Fixed side not known: ${orEmpty(leg.fixedSide)}` })}>
              {remaining ? formatAmount(remaining.amount, remaining.currency) : EMPTY}
            </td>
            <td className="nowrap">{formatDate(leg.endAt)}</td>
            <td className="nowrap">{formatDate(leg.settlementAt)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
