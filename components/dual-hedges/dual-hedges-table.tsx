import { CopyScope } from "@/components/ui/copy-scope";
import { tableClass } from "@/components/ui/styles";
import { toDualHedgeRow } from "@/lib/format/dual-hedge-row";
import type { DualHedge } from "@/lib/wire";
import { DualHedgeRows } from "./dual-hedge-rows";

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
            <th scope="col" className="text-right">
              Rate
            </th>
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
        <DualHedgeRows rows={items.map((dual) => toDualHedgeRow(customerId, dual))} />
      </table>
    </CopyScope>
  );
}
