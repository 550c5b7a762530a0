import { EMPTY, shortId } from "@/lib/format/format";
import { CopyButton } from "./copy-button";

/** The first 8 characters of an id (the full one in its tooltip) and a button copying all of it. */
export function ShortId({ id, label }: { id: string | null; label: string }) {
  if (!id) return <>{EMPTY}</>;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono text-xs" title={id}>
        {shortId(id)}
      </span>
      <CopyButton value={id} label={`${label} ${id}`} />
    </span>
  );
}
