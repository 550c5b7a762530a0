import { useId } from "react";

export interface Field {
  label: string;
  value: React.ReactNode;
  /** Amounts and rates: right-aligned, tabular figures. */
  numeric?: boolean;
}

/** A titled group of label/value pairs, the same shape in both legs so they read across. */
export function FieldGroup({
  title,
  fields,
  children,
}: {
  title: string;
  fields: Field[];
  children?: React.ReactNode;
}) {
  const id = useId();
  return (
    // A group, not a landmark: both legs have an "Amounts", and landmarks must be told apart.
    <div role="group" aria-labelledby={id} className="border-t border-slate-200 pt-3">
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h3>
      {children}
      <dl className="mt-2 grid grid-cols-[minmax(0,11rem)_1fr] gap-x-4 gap-y-1.5 text-sm">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-slate-600">{field.label}</dt>
            <dd className={field.numeric ? "text-right tabular text-slate-900" : "text-slate-900"}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
