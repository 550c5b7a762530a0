import { buttonClass } from "@/components/ui/styles";

export type AcceptState = "ready" | "sending" | "accepted";

/**
 * Accept (once) and, when the quote has run out or been refused, "Get a new quote". Accept is
 * disabled while sending, after success, at expiry and once the proposal has been refused for its
 * state (expired, already accepted, the leg changed: none of these passes); the caller also guards
 * against a second send, since a double click can land before React re-renders.
 */
export function ProposalActions({
  acceptLabel,
  accept,
  expired,
  requoting,
  spent,
  onAccept,
  onRequote,
}: {
  acceptLabel: string;
  accept: AcceptState;
  expired: boolean;
  requoting: boolean;
  /** Refused for its state: cannot be accepted any more, a new quote is the way on. */
  spent: boolean;
  onAccept: () => void;
  onRequote: () => void;
}) {
  const label = accept === "sending" ? "Accepting…" : accept === "accepted" ? "Accepted" : acceptLabel;
  const disabled = expired || spent || accept !== "ready" || requoting;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={`${buttonClass.primary} px-4 py-2`}
        disabled={disabled}
        onClick={onAccept}
      >
        {label}
      </button>
      {(expired || spent) && accept !== "accepted" && (
        <button type="button" className={`${buttonClass.secondary} px-4 py-2`} disabled={requoting || accept === "sending"} onClick={onRequote}>
          {requoting ? "Getting a new quote…" : "Get a new quote"}
        </button>
      )}
    </div>
  );
}
