import Link from "next/link";
import { selectOptions, SelectField } from "@/components/ui/select-field";
import { buttonClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { DESK_PATH } from "@/lib/paths/app-paths";

/** A plain GET form: the filters are the URL, applied by the server render, no client JavaScript. */
export function DeskFiltersForm({
  customer,
  pair,
  pairs,
  action = DESK_PATH,
  label = "Desk filters",
}: {
  customer: string;
  pair: string;
  /** "EUR/USD", every pair the book holds. */
  pairs: string[];
  /** The page the filters apply to: the desk, or its figures page. */
  action?: string;
  label?: string;
}) {
  const choices = pair && !pairs.includes(pair) ? [pair, ...pairs] : pairs;
  return (
    <form method="get" action={action} className="mt-6 flex flex-wrap items-end gap-4" aria-label={label}>
      <TextField
        id="desk-customer"
        name="customer"
        label="Customer"
        value={customer}
        maxLength={200}
        className="w-full sm:w-80"
        hint="Its id, or part of its name."
      />
      <SelectField
        id="desk-pair"
        name="pair"
        label="Currency pair"
        selected={pair}
        options={selectOptions(choices, undefined, { any: "All pairs" })}
        className="w-40"
      >
        {/* Room for a hint, as under the customer field: the two fields stay level. */}
        <p className="mt-1 text-xs text-slate-600">&nbsp;</p>
      </SelectField>
      <div className="flex gap-3 pb-5">
        <button type="submit" className={buttonClass.primary}>
          Apply
        </button>
        {(customer || pair) && (
          <Link href={action} className={buttonClass.secondary}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
