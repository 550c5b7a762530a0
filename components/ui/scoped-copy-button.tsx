import { copyButtonClass } from "./styles";

/** A server-rendered copy button for inside `CopyScope`: 100 rows cost one island, not 100. */
export function ScopedCopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button type="button" data-copy-value={value} aria-label={`Copy ${label}`} className={copyButtonClass}>
      Copy
    </button>
  );
}
