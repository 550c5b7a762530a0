import Link from "next/link";
import { LinkPending } from "@/components/ui/link-pending";
import { StatusBadge } from "@/components/ui/status-badge";
import { tableClass } from "@/components/ui/styles";
import { country } from "@/lib/format/country";
import { EMPTY, shortId } from "@/lib/format/format";
import { customerPath } from "@/lib/paths/app-paths";
import type { Customer } from "@/lib/wire";

export function CustomersTable({ items }: { items: Customer[] }) {
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="sr-only">Customers, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Country</th>
            <th scope="col">External id</th>
            <th scope="col">Status</th>
            <th scope="col">Customer id</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((customer) => {
            const place = country(customer.companyCountry);
            return (
              <tr key={customer.id}>
                <th scope="row" className="font-medium">
                  <Link href={customerPath(customer.id)} className="link">
                    {customer.companyName || EMPTY}
                    <LinkPending />
                  </Link>
                </th>
                <td>
                  <span className="font-mono text-xs">{place.code || EMPTY}</span>
                  {place.name && <span className="ml-2 text-slate-600">{place.name}</span>}
                </td>
                <td className="font-mono text-xs">{customer.externalCustomerId || EMPTY}</td>
                <td>
                  <StatusBadge status={customer.status} />
                </td>
                <td className="font-mono text-xs" title={customer.id}>
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
