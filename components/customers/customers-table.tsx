import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { tableClass } from "@/components/ui/styles";
import { EMPTY, shortId } from "@/lib/domain/format";
import type { Customer } from "@/lib/hedging";

const regionNames = (() => {
  try {
    return new Intl.DisplayNames("en-GB", { type: "region" });
  } catch {
    return null;
  }
})();

/** "GB" with its name for the eye; a code Intl does not know is shown as it came. */
function country(code: string): { code: string; name: string | null } {
  try {
    const name = /^[A-Za-z]{2}$/.test(code) ? (regionNames?.of(code.toUpperCase()) ?? null) : null;
    return { code, name: name && name !== code.toUpperCase() ? name : null };
  } catch {
    return { code, name: null };
  }
}

export function CustomersTable({ items }: { items: Customer[] }) {
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Customers, newest first</caption>
        <thead className={tableClass.head}>
          <tr>
            <th scope="col" className={tableClass.th}>Company</th>
            <th scope="col" className={tableClass.th}>Country</th>
            <th scope="col" className={tableClass.th}>External id</th>
            <th scope="col" className={tableClass.th}>Status</th>
            <th scope="col" className={tableClass.th}>Customer id</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((customer) => {
            const place = country(customer.companyCountry);
            return (
              <tr key={customer.id}>
                <th scope="row" className={`${tableClass.td} text-left font-medium`}>
                  <Link
                    href={`/customers/${encodeURIComponent(customer.id)}/dual-hedges`}
                    className="text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    {customer.companyName || EMPTY}
                  </Link>
                </th>
                <td className={tableClass.td}>
                  <span className="font-mono text-xs">{place.code || EMPTY}</span>
                  {place.name && <span className="ml-2 text-slate-600">{place.name}</span>}
                </td>
                <td className={`${tableClass.td} font-mono text-xs`}>{customer.externalCustomerId || EMPTY}</td>
                <td className={tableClass.td}>
                  <StatusBadge status={customer.status} />
                </td>
                <td className={`${tableClass.td} font-mono text-xs`} title={customer.id}>
                  {shortId(customer.id)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
