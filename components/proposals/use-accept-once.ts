"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ActionError, ActionOutcome } from "@/lib/errors/action-error";
import type { AcceptState } from "./proposal-actions";

export const NO_ANSWER: ActionError = {
  kind: "unavailable",
  message: "The server did not answer. Check your connection and try again.",
};

// The accept may have run before its answer was lost; the server's claim refuses a second one, so trying again is safe.
const NO_ANSWER_TO_ACCEPT: ActionError = {
  kind: "unavailable",
  message:
    "Hedge Desk did not answer, so this accept may or may not have been sent. Trying again is safe: a quote is never accepted twice.",
};

/** Send once: a double click fires twice before React re-renders, so a ref guards the send. */
export function useAcceptOnce<Input, Data>(
  send: (input: Input) => Promise<ActionOutcome<Data>>,
  noAnswer: ActionError = NO_ANSWER_TO_ACCEPT,
) {
  const [state, setState] = useState<AcceptState>("ready");
  const [error, setError] = useState<ActionError | null>(null);
  const sending = useRef(false);
  const mutation = useMutation({ mutationFn: send });

  function reset() {
    sending.current = false;
    setState("ready");
  }

  function accept(input: Input, on: { accepted: (data: Data) => void; refused?: (error: ActionError) => void }) {
    if (sending.current) return;
    sending.current = true;
    setState("sending");
    setError(null);
    const ready = () => {
      sending.current = false;
      setState("ready");
    };
    mutation.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome.ok) {
          setState("accepted");
          return on.accepted(outcome.data);
        }
        ready();
        (on.refused ?? setError)(outcome.error);
      },
      onError: () => {
        ready();
        setError(noAnswer);
      },
    });
  }

  return { state, error, setError, reset, accept, inFlight: () => sending.current };
}
