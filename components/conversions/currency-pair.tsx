/** "MXN → USD", read by a screen reader as "MXN to USD". */
export function CurrencyPair({ from, to }: { from: string; to: string }) {
  return (
    <span className="whitespace-nowrap font-medium">
      {from} <span aria-hidden="true">→</span>
      <span className="sr-only"> to </span> {to}
    </span>
  );
}
