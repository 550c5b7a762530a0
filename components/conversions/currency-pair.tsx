import { orEmpty } from "@/lib/format/format-text";

/** "MXN → USD", read by a screen reader as "MXN to USD". */
export function CurrencyPair({ from, to }: { from: string | null; to: string | null }) {
  return (
    <span className="whitespace-nowrap font-medium">
      {orEmpty(from)} <span aria-hidden="true">→</span>
      <span className="sr-only"> to </span> {orEmpty(to)}
    </span>
  );
}
