import { tableClass } from "@/components/ui/styles";
import { auditActionLabel } from "@/lib/audit/security-event-kinds";
import type { SettlingCurrency } from "@/lib/desk/attention";
import type { UnresolvedCall } from "@/lib/desk/unresolved-calls";
import { formatAmount, formatDate } from "@/lib/format/format";
import { auditPath } from "@/lib/search-params/list-paths";

// The two attention lists whose rows are not legs: amounts settling per currency, and calls of unknown outcome.

/** Amounts settling per currency, as a table (the desk's card shows a few rows; the figures page every currency). */
export function SettlingTable({ currencies, caption }: { currencies: SettlingCurrency[]; caption: string }) {
  return (
    <table className={tableClass.table}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col" className="text-right">
            Legs
          </th>
          <th scope="col" className="text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {currencies.map((row) => (
          <tr key={row.currency ?? "unknown"}>
            <th scope="row">{row.currency ?? "Not stated"}</th>
            <td className="text-right tabular-nums">{row.legs}</td>
            <td className="text-right tabular-nums">
              {row.amount === null ? "—" : formatAmount(row.amount, row.currency)}
              {row.unknownAmounts > 0 && (
                <span className="block text-xs text-slate-600">+ {row.unknownAmounts} without an amount</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The currencies with most legs settling, first; the rest on the figures page. */
export const settlingShown = (currencies: SettlingCurrency[], limit: number) =>
  [...currencies]
    .sort((a, b) => b.legs - a.legs || (a.currency ?? "~").localeCompare(b.currency ?? "~"))
    .slice(0, limit);

/** The settling-soon card: the currencies with most legs, and a link to all of them on the figures page. */
export function SettlingItem({
  currencies,
  soon,
  limit,
  allHref,
}: {
  currencies: SettlingCurrency[];
  soon: string;
  limit: number;
  /** The figures page's table of every currency. */
  allHref: string;
}) {
  const shown = settlingShown(currencies, limit);
  const more = currencies.length - shown.length;
  return (
    <li className="py-2">
      {/* Its own scroll box: at 320 px a long amount would otherwise widen the card, and the page. */}
      <div className="relative overflow-x-auto">
        <SettlingTable
          currencies={shown}
          caption={
            more > 0
              ? `Amounts settling in the next ${soon}: the ${shown.length} currencies with most legs`
              : `Amounts settling in the next ${soon}, per currency`
          }
        />
      </div>
      {more > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {more} more {more === 1 ? "currency" : "currencies"}:{" "}
          <a href={allHref} className="link">
            every currency&apos;s amount
          </a>
        </p>
      )}
    </li>
  );
}

const auditDay = (at: Date) => at.toISOString().slice(0, 10);

/** A call of unknown outcome, linking to its day's entries on the trail. */
export function UnresolvedCallItem({ call }: { call: UnresolvedCall }) {
  return (
    <li className="py-2">
      <a
        href={auditPath({
          action: call.action,
          customer: call.customerId ?? null,
          from: auditDay(call.occurredAt),
          to: auditDay(call.occurredAt),
        })}
        className="link"
      >
        {auditActionLabel(call.action)} on {formatDate(auditDay(call.occurredAt))}
      </a>
      <span className="block text-xs text-slate-600">
        by {call.staffEmail}
        {call.customerId ? ` · customer ${call.customerId.slice(0, 8)}` : ""} · unknown since{" "}
        {call.unknownSince.toISOString().slice(11, 16)} UTC
      </span>
    </li>
  );
}
