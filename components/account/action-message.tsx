import type { ActionError } from "@/lib/errors/action-error";

export function ActionMessage({ failure }: { failure: Pick<ActionError, "message"> | undefined }) {
  if (!failure) return null;
  return (
    <p role="alert" className="max-w-xl rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {failure.message}
    </p>
  );
}
