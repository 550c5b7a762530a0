import { ShortId } from "@/components/ui/short-id";
import { StatusBadge } from "@/components/ui/status-badge";
import { country } from "@/lib/format/country";
import { EMPTY } from "@/lib/format/format";

/** What the service says of a customer, read live (Customer) or from the book (BookCustomer). */
export type CustomerFields = {
  id: string;
  companyName: string | null;
  companyCountry: string | null;
  externalCustomerId: string | null;
  status: string | null;
};

export function CustomerSummary({ customer }: { customer: CustomerFields }) {
  const place = country(customer.companyCountry);
  return (
    <dl className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
      <div className="flex items-center gap-2">
        <dt className="text-slate-600">Customer</dt>
        <dd className="font-medium text-slate-900">{customer.companyName || EMPTY}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-slate-600">External id</dt>
        <dd className="font-mono text-xs">{customer.externalCustomerId || EMPTY}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-slate-600">Country</dt>
        <dd>
          <span className="font-mono text-xs">{place.code || EMPTY}</span>
          {place.name && <span className="ml-2">{place.name}</span>}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={customer.status} />
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-slate-600">Customer id</dt>
        <dd>
          <ShortId id={customer.id} label="customer id" />
        </dd>
      </div>
    </dl>
  );
}
