"use client";

import Link from "next/link";
import { LinkPending } from "@/components/ui/link-pending";
import { StatusBadge } from "@/components/ui/status-badge";
import type { BookRow } from "@/lib/book/book-row";

/** Rows as data in the RSC payload, laid out here once (see DualHedgeRows); what the service did not say is "—". */
export function BookRows({ rows }: { rows: BookRow[] }) {
  return rows.map((row) => (
    <tr key={row.id} data-leg-id={row.id}>
      <th scope="row">
        <Link
          href={row.href}
          // 25 to 100 rows, one opened: prefetching each as it scrolls into view would cost the server as many renders.
          prefetch={false}
          className="link font-mono text-xs"
          title={row.dualHedgeId}
        >
          {row.shortId}
          <LinkPending />
        </Link>
        <span className="sr-only">, leg {row.id}</span>
      </th>
      <td>{row.company}</td>
      <td>
        <StatusBadge status={row.status} />
        {row.openItems && (
          <a
            href={row.openItems.href}
            className="mt-1 block text-xs text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {row.openItems.label}
          </a>
        )}
        {row.notSeenSince && (
          <span className="mt-1 block text-xs text-amber-900">Not listed since {row.notSeenSince}</span>
        )}
      </td>
      <td className="nowrap">{row.pair}</td>
      <td>{row.fixedSide}</td>
      <td className="num">{row.remaining}</td>
      <td className="nowrap">{row.end}</td>
      <td className="nowrap">{row.settlement}</td>
      <td className="text-xs text-slate-600">
        {row.lastRead}
        {row.customerReadFailed && (
          <span className="block text-amber-900">Customer&apos;s last read failed {row.customerReadFailed}</span>
        )}
      </td>
    </tr>
  ));
}
