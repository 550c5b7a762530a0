import { copyButtonClass } from "./styles";

/**
 * A copy button rendered on the server, with no client code of its own: the `CopyButtons` island
 * around a table handles every one of them and says what was copied in one live region. A table
 * of 100 rows thus costs one client component and one button per row, not 100 islands.
 */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <button type="button" data-copy-value={value} aria-label={`Copy ${label}`} className={copyButtonClass}>
      Copy
    </button>
  );
}
