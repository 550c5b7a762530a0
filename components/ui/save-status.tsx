import { buttonClass } from "@/components/ui/styles";

/** What came of a form's last submit: saved (green) or refused (red); null before any. */
export type SaveMessage = { tone: "ok" | "error"; text: string } | null;

/** The outcome of a form's last submit, read out politely where it appears. */
export function SaveStatus({ message }: { message: SaveMessage }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={message?.tone === "error" ? "text-sm text-red-700" : "text-sm text-green-700"}
    >
      {message?.text}
    </p>
  );
}

/** A settings form's submit button ("Saving…" while its action runs) with the outcome beside it. */
export function SubmitWithStatus({
  label,
  pending,
  unchanged = false,
  message,
}: {
  label: string;
  pending: boolean;
  /** Nothing to save yet: the button is disabled. */
  unchanged?: boolean;
  message: SaveMessage;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" disabled={pending || unchanged} className={buttonClass.primary}>
        {pending ? "Saving…" : label}
      </button>
      <SaveStatus message={message} />
    </div>
  );
}
