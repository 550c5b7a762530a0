import type { ActionError } from "@/lib/errors/action-error";

/** A refused form's message, read out as it appears; nothing when there is none. */
export function ActionMessage({ failure, className = "" }: { failure: Pick<ActionError, "message"> | undefined; className?: string }) {
  if (!failure) return null;
  return (
    <p role="alert" className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`.trim()}>
      {failure.message}
    </p>
  );
}
