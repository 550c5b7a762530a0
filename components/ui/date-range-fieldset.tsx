import { DateField } from "@/components/ui/date-field";

type End = { label: string; name: string; value: string | null };

/** Two dates bounding one range in a GET filter form, under a legend screen readers announce. */
export function DateRangeFieldset({
  legend,
  from,
  to,
  className = "",
}: {
  legend: string;
  from: End;
  to: End;
  className?: string;
}) {
  return (
    <fieldset className={`grid min-w-0 grid-cols-1 items-start gap-4 sm:grid-cols-2 ${className}`.trim()}>
      <legend className="sr-only">{legend}</legend>
      <DateField label={from.label} name={from.name} value={from.value} />
      <DateField label={to.label} name={to.name} value={to.value} />
    </fieldset>
  );
}
