import Link from "next/link";
import { CopyScope } from "@/components/ui/copy-scope";
import { ScopedCopyButton } from "@/components/ui/scoped-copy-button";
import { LocalTimestamp } from "@/components/ui/local-timestamp";
import { LocalTimeScope } from "@/components/ui/local-time-scope";
import { tableClass } from "@/components/ui/styles";
import { formatAmount, formatDate, formatRate, shortId } from "@/lib/domain/format";
import type { Conversion } from "@/lib/wire";
import { CompletedAt } from "./completed-at";
import { COLUMNS } from "./conversion-columns";
import { CurrencyPair } from "./currency-pair";


export function ConversionsTable({ conversions }: { conversions: Conversion[] }) {
  return (
    <LocalTimeScope>
      <CopyScope className={`mt-3 ${tableClass.wrapper}`}>
        <table className={tableClass.table}>
          <caption className="sr-only">Conversions, most recently accepted first</caption>
          <thead>
            <tr>
              {COLUMNS.map(({ name, numeric }) => (
                <th key={name} scope="col" className={numeric ? "text-right" : undefined}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {conversions.map((conversion) => (
              <tr key={conversion.id} data-conversion-id={conversion.id}>
                <td className="nowrap">
                  <span className="inline-flex items-center gap-2">
                    <Link href={`/conversions/${encodeURIComponent(conversion.id)}`} prefetch={false} className="link font-mono" title={conversion.id}>
                      {shortId(conversion.id)}
                    </Link>
                    <ScopedCopyButton value={conversion.id} label={`conversion id ${shortId(conversion.id)}`} />
                  </span>
                </td>
                <td className="nowrap">{formatDate(conversion.issuedAt)}</td>
                <td>
                  <LocalTimestamp unixSeconds={conversion.acceptedAtTs} />
                </td>
                <td>
                  <CurrencyPair from={conversion.fromCurrency} to={conversion.toCurrency} />
                </td>
                <td className="num">{formatAmount(conversion.fromCurrencyAmount, conversion.fromCurrency)}</td>
                <td className="num">{formatAmount(conversion.toCurrencyAmount, conversion.toCurrency)}</td>
                <td className="num">{formatRate(conversion.quote)}</td>
                <td className="nowrap">
                  <CompletedAt value={conversion.completedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CopyScope>
    </LocalTimeScope>
  );
}
