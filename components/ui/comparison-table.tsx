import type { ReactNode } from "react";
import { tableClass } from "./styles";

export type ComparisonRow = {
  key: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
  change: ReactNode; // in words or a signed amount ("No change", "−USD 500.00")
  changed: boolean;
  warning?: string; // a line that does not add up: said in words, not only in colour
};

/** Two states of one thing side by side with the change on each row; no hooks, so server and client render it. */
export function ComparisonTable({
  caption,
  rows,
  beforeLabel = "Before",
  afterLabel = "After",
}: {
  caption: string;
  rows: ComparisonRow[];
  beforeLabel?: string;
  afterLabel?: string;
}) {
  return (
    <div className={tableClass.wrapper}>
      <table className={tableClass.table}>
        <caption className="px-3 py-2 text-left text-sm font-medium text-slate-800">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col" className="text-right">
              {beforeLabel}
            </th>
            <th scope="col" className="text-right">
              {afterLabel}
            </th>
            <th scope="col" className="text-right">
              Change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} className={row.warning ? "bg-amber-50" : row.changed ? "bg-blue-50/40" : undefined}>
              <th scope="row" className="font-medium text-slate-800">
                {row.label}
                {row.warning && (
                  <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                    Does not add up
                  </span>
                )}
              </th>
              <td className="num">{row.before}</td>
              <td className="num">{row.after}</td>
              <td className={`num ${row.changed ? "font-medium text-slate-900" : "text-slate-600"}`}>{row.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
