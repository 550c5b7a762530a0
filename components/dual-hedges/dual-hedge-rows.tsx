"use client";

import Link from "next/link";
import { LinkPending } from "@/components/ui/link-pending";
import { ScopedCopyButton } from "@/components/ui/scoped-copy-button";
import { StatusBadge } from "@/components/ui/status-badge";
import type { DualHedgeRow } from "@/lib/format/dual-hedge-row";

/** Server-rendered all the same: as a client component, the page's RSC payload carries each row once, as data, not as elements. */
export function DualHedgeRows({ rows }: { rows: DualHedgeRow[] }) {
  return rows.map((dual) => <DualHedgeRowGroup key={dual.id} dual={dual} />);
}

function DualHedgeRowGroup({ dual }: { dual: DualHedgeRow }) {
  const span = Math.max(dual.legs.length, 1);
  const head = (
    <>
      <th scope="rowgroup" rowSpan={span}>
        <Link
          href={dual.href}
          // One of 100 rows is opened: prefetching each as it scrolls into view would cost the server 100 renders.
          prefetch={false}
          aria-label={`Dual hedge ${dual.shortId}`}
          // inline-block and py-0.5: a 24 px tall target (WCAG 2.5.8), the copy button right below it
          className="link inline-block py-0.5 font-mono"
        >
          {dual.shortId}
          <LinkPending />
        </Link>
        <div className="mt-1">
          <ScopedCopyButton value={dual.id} label={`dual hedge id ${dual.shortId}`} />
        </div>
      </th>
      <td rowSpan={span} className="nowrap">
        {dual.created}
      </td>
      <td rowSpan={span} className="nowrap">
        {dual.route}
      </td>
      <td rowSpan={span} className="num">
        {dual.rate}
      </td>
    </>
  );

  if (dual.legs.length === 0) {
    return (
      <tbody>
        <tr>
          {head}
          <td colSpan={5} className="text-slate-600">
            No legs in this dual hedge.
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {dual.legs.map((leg, index) => (
        <tr key={index}>
          {index === 0 && head}
          <td className="nowrap">{leg.label}</td>
          <td>
            <StatusBadge status={leg.status} />
          </td>
          <td className="num" title={leg.remainingUnknown}>
            {leg.remaining}
          </td>
          <td className="nowrap">{leg.end}</td>
          <td className="nowrap">{leg.settlement}</td>
        </tr>
      ))}
    </tbody>
  );
}
