import { CHECK_THE_FIELDS, type ActionError } from "@/lib/errors/action-error";

/** A refused form's message, read out as it appears, with the fields' own messages (these forms highlight none); nothing when there is none. */
export function ActionMessage({
  failure,
  className = "",
}: {
  failure: Pick<ActionError, "message" | "fieldErrors"> | undefined;
  className?: string;
}) {
  if (!failure) return null;
  const fieldMessages = [
    ...new Set(Object.values(failure.fieldErrors ?? {}).flatMap((messages) => messages ?? [])),
  ].filter((message) => message !== failure.message);
  const lines =
    failure.message === CHECK_THE_FIELDS && fieldMessages.length > 0
      ? fieldMessages
      : [failure.message, ...fieldMessages];
  return (
    <p
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`.trim()}
    >
      {lines.map((line, index) => (
        <span key={line} className={index > 0 ? "mt-1 block" : "block"}>
          {line}
        </span>
      ))}
    </p>
  );
}
