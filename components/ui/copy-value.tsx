import { copyButtonClass } from "./styles";

/**
 * A copy button rendered on the server, with no client code of its own: the `CopyButtons` island
 * around a table handles every one of them. A table of 100 rows thus costs one client component,
 * not 100 (each was its own client reference in the RSC payload and its own hydrated component).
 */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" data-copy-scope="">
      <button type="button" data-copy-value={value} aria-label={`Copy ${label}`} title={`Copy ${value}`} className={copyButtonClass}>
        Copy
      </button>
      <span role="status" className="text-xs text-slate-600" />
    </span>
  );
}
