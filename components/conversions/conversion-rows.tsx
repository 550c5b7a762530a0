"use client";

import Link from "next/link";
import { LinkPending } from "@/components/ui/link-pending";
import { LocalTimestamp } from "@/components/ui/local-timestamp";
import { ScopedCopyButton } from "@/components/ui/scoped-copy-button";
import { StatusBadge } from "@/components/ui/status-badge";
import type { ConversionRow } from "@/lib/format/conversion-row";
import { CurrencyPair } from "./currency-pair";

/** Rows as data in the RSC payload, laid out here once (see DualHedgeRows). */
export function ConversionRows({ rows }: { rows: ConversionRow[] }) {
  return rows.map((conversion) => (
    <tr key={conversion.id} data-conversion-id={conversion.id}>
      <td className="nowrap">
        <span className="inline-flex items-center gap-2">
          <Link href={conversion.href} prefetch={false} className="link font-mono" title={conversion.id}>
            {conversion.shortId}
            <LinkPending />
          </Link>
          <ScopedCopyButton value={conversion.id} label={`conversion id ${conversion.shortId}`} />
        </span>
      </td>
      <td className="nowrap">{conversion.issued}</td>
      <td>
        <LocalTimestamp unixSeconds={conversion.acceptedAtTs} />
      </td>
      <td>
        <CurrencyPair from={conversion.fromCurrency} to={conversion.toCurrency} />
      </td>
      <td className="num">{conversion.fromAmount}</td>
      <td className="num">{conversion.toAmount}</td>
      <td className="num">{conversion.rate}</td>
      <td className="nowrap">
        {conversion.completed === null ? <StatusBadge status="Pending" /> : conversion.completed}
      </td>
    </tr>
  ));
}
