import Link from "next/link";
import { CopyButtons } from "@/components/ui/copy-buttons";
import { CopyValue } from "@/components/ui/copy-value";
import { LocalTimestamp } from "@/components/ui/local-timestamp";
import { buttonClass, tableClass } from "@/components/ui/styles";
import { formatAmount, formatDate, formatRate, shortId } from "@/lib/domain/format";
import type { Conversion } from "@/lib/hedging";
import { CompletedAt } from "./completed-at";
import { COLUMNS } from "./conversion-columns";
import { CurrencyPair } from "./currency-pair";


export function ConversionsTable({ conversions }: { conversions: Conversion[] }) {
  return (
    <CopyButtons className={`mt-3 ${tableClass.wrapper}`}>
      <table className={tableClass.table}>
        <caption className="sr-only">Conversions, most recently accepted first</caption>
        <thead className={tableClass.head}>
          <tr>
            {COLUMNS.map(({ name, numeric }) => (
              <th key={name} scope="col" className={`${tableClass.th} ${numeric ? "text-right" : ""}`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {conversions.map((conversion) => (
            <tr key={conversion.id} data-conversion-id={conversion.id}>
              <td className={`${tableClass.td} whitespace-nowrap`}>
                <span className="inline-flex items-center gap-2">
                  <Link href={`/conversions/${encodeURIComponent(conversion.id)}`} className={`font-mono ${buttonClass.link}`} title={conversion.id}>
                    {shortId(conversion.id)}
                  </Link>
                  <CopyValue value={conversion.id} label={`conversion id ${shortId(conversion.id)}`} />
                </span>
              </td>
              <td className={`${tableClass.td} whitespace-nowrap`}>{formatDate(conversion.issuedAt)}</td>
              <td className={tableClass.td}>
                <LocalTimestamp unixSeconds={conversion.acceptedAtTs} />
              </td>
              <td className={tableClass.td}>
                <CurrencyPair from={conversion.fromCurrency} to={conversion.toCurrency} />
              </td>
              <td className={tableClass.number}>{formatAmount(conversion.fromCurrencyAmount, conversion.fromCurrency)}</td>
              <td className={tableClass.number}>{formatAmount(conversion.toCurrencyAmount, conversion.toCurrency)}</td>
              <td className={tableClass.number}>{formatRate(conversion.quote)}</td>
              <td className={`${tableClass.td} whitespace-nowrap`}>
                <CompletedAt value={conversion.completedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CopyButtons>
  );
}
