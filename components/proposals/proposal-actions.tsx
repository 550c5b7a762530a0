import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/styles";

export type AcceptState = "ready" | "sending" | "accepted";

/** Accept and, once the quote has run out or been refused for its state, "Get a new quote". */
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
  spent: boolean; // refused for its state: only a new quote goes on
  onAccept: () => void;
  onRequote: () => void;
}) {
  const label = accept === "sending" ? "Accepting…" : accept === "accepted" ? "Accepted" : acceptLabel;
  const disabled = expired || spent || accept !== "ready" || requoting;
  const requoteButton = useRef<HTMLButtonElement>(null);
  const acceptHadFocus = useRef(false);
  // Accept turns disabled under the keyboard when the quote runs out: hand focus to what comes next.
  useEffect(() => {
    if ((expired || spent) && acceptHadFocus.current) requoteButton.current?.focus();
  }, [expired, spent]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        onFocus={() => (acceptHadFocus.current = true)}
        onBlur={() => (acceptHadFocus.current = false)}
        type="button"
        className={`${buttonClass.primary} px-4 py-2`}
        disabled={disabled}
        onClick={onAccept}
      >
        {label}
      </button>
      {(expired || spent) && accept !== "accepted" && (
        <button
          ref={requoteButton}
          type="button"
          className={`${buttonClass.secondary} px-4 py-2`}
          disabled={requoting || accept === "sending"}
          onClick={onRequote}
        >
          {requoting ? "Getting a new quote…" : "Get a new quote"}
        </button>
      )}
    </div>
  );
}
