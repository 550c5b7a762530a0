import { CopyScope } from "@/components/ui/copy-scope";
import { LocalTimeScope } from "@/components/ui/local-time-scope";
import { tableClass } from "@/components/ui/styles";
import { toConversionRow } from "@/lib/format/conversion-row";
import type { Conversion } from "@/lib/wire";
import { COLUMNS } from "./conversion-columns";
import { ConversionRows } from "./conversion-rows";

export function ConversionsTable({ conversions }: { conversions: Conversion[] }) {
  return (
    <LocalTimeScope>
      <CopyScope className={tableClass.wrapper}>
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
            <ConversionRows rows={conversions.map(toConversionRow)} />
          </tbody>
        </table>
      </CopyScope>
    </LocalTimeScope>
  );
}
