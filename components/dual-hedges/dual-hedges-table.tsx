import Link from "next/link";
import { CopyButtons } from "@/components/ui/copy-buttons";
import { CopyValue } from "@/components/ui/copy-value";
import { StatusBadge } from "@/components/ui/status-badge";
import { tableClass } from "@/components/ui/styles";
import { EMPTY, formatAmount, formatDate, formatRate, shortId } from "@/lib/domain/format";
import { labelDualHedgeLegs, remainingOnFixedSide } from "@/lib/domain/leg-roles";
import type { DualHedge } from "@/lib/hedging";

/** One row group per dual hedge, one row per leg; the dual hedge's own cells span its legs. */
export function DualHedgesTable({ customerId, items }: { customerId: string; items: DualHedge[] }) {
  return (
    <CopyButtons className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Dual hedges of this customer, newest first, one row per leg</caption>
        <thead className={tableClass.head}>
          <tr>
            <th scope="col" className={tableClass.th}>Dual hedge</th>
            <th scope="col" className={tableClass.th}>Created</th>
            <th scope="col" className={tableClass.th}>
              Route
              <span className="block text-xs font-normal text-slate-600">from → functional → to</span>
            </th>
            <th scope="col" className={`${tableClass.th} text-right`}>Rate</th>
            <th scope="col" className={tableClass.th}>Leg</th>
            <th scope="col" className={tableClass.th}>Status</th>
            <th scope="col" className={`${tableClass.th} text-right`}>
              Remaining
              <span className="block text-xs font-normal text-slate-600">on fixed side</span>
            </th>
            <th scope="col" className={tableClass.th}>End</th>
            <th scope="col" className={tableClass.th}>Settlement</th>
          </tr>
        </thead>
        {items.map((dual) => (
          <DualHedgeRows key={dual.id} customerId={customerId} dual={dual} />
        ))}
      </table>
    </CopyButtons>
  );
}

function DualHedgeRows({ customerId, dual }: { customerId: string; dual: DualHedge }) {
  const legs = labelDualHedgeLegs(dual);
  const span = Math.max(legs.length, 1);
  const href = `/customers/${encodeURIComponent(customerId)}/dual-hedges/${encodeURIComponent(dual.id)}`;
  const head = (
    <>
      <th scope="rowgroup" rowSpan={span} className={`${tableClass.td} text-left font-normal`}>
        <Link
          href={href}
          aria-label={`Dual hedge ${shortId(dual.id)}`}
          // inline-block and py-0.5: a 24 px tall target (WCAG 2.5.8), the copy button right below it
          className="inline-block py-0.5 font-mono text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {shortId(dual.id)}
        </Link>
        <div className="mt-1">
          <CopyValue value={dual.id} label={`dual hedge id ${dual.id}`} />
        </div>
      </th>
      <td rowSpan={span} className={`${tableClass.td} whitespace-nowrap`}>{formatDate(dual.issuedAt)}</td>
      <td rowSpan={span} className={`${tableClass.td} whitespace-nowrap`}>
        {dual.fromCurrency} → {dual.functionalCurrency} → {dual.toCurrency}
      </td>
      <td rowSpan={span} className={tableClass.number}>{formatRate(dual.rate)}</td>
    </>
  );

  if (legs.length === 0) {
    return (
      <tbody className="border-t border-slate-200">
        <tr>
          {head}
          <td colSpan={5} className={`${tableClass.td} text-slate-600`}>No legs in this dual hedge.</td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody className="border-t border-slate-200">
      {legs.map(({ leg, label }, index) => {
        const remaining = remainingOnFixedSide(leg);
        return (
          <tr key={`${leg.id}-${index}`} className={index > 0 ? "border-t border-slate-100" : undefined}>
            {index === 0 && head}
            <td className={`${tableClass.td} whitespace-nowrap`}>{label}</td>
            <td className={tableClass.td}>
              <StatusBadge status={leg.status} />
            </td>
            <td className={tableClass.number} title={remaining ? undefined : `Fixed side not known: ${leg.fixedSide}`}>
              {remaining ? formatAmount(remaining.amount, remaining.currency) : EMPTY}
            </td>
            <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(leg.endAt)}</td>
            <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(leg.settlementAt)}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
