"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { ActionError, ActionOutcome } from "@/lib/errors/action-error";
import { offsetFrom, timedCall } from "./timed-call";
import { NO_ANSWER, useAcceptOnce } from "./use-accept-once";
import type { ProposalClock } from "./use-countdown";
import { useHydrated } from "@/components/ui/use-hydrated";

type Quoted = { proposal: { id: string; validUntilTs: number }; serverNowMs: number };

export type Quote<Input, Data extends Quoted> = ProposalClock & { input: Input; data: Data };

type ShowRefusal = (error: ActionError, show: (error: ActionError | null) => void) => void;

/** Quote, then accept once, for the drawdown and early-settlement flows. */
export function useProposalFlow<Input, Data extends Quoted, AcceptInput, Accepted>({
  quote: sendQuote,
  accept: sendAccept,
  showRefusal = (error, show) => show(error),
}: {
  quote: (input: Input) => Promise<ActionOutcome<Data>>;
  accept: (input: AcceptInput) => Promise<ActionOutcome<Accepted>>;
  showRefusal?: ShowRefusal; // a form places a refusal on its fields
}) {
  const hydrated = useHydrated();
  const [quote, setQuote] = useState<Quote<Input, Data> | null>(null);
  const [quoteError, setQuoteError] = useState<ActionError | null>(null);
  const lastInput = useRef<{ input: Input } | null>(null);
  const quoteInFlight = useRef(false);
  // Per-call callbacks run for the latest mutate only: a stale quote never replaces a newer one.
  const quoteMutation = useMutation({ mutationFn: (input: Input) => timedCall(() => sendQuote(input)) });
  const acceptOnce = useAcceptOnce(sendAccept);

  function requestQuote(input: Input) {
    // A new quote re-arms Accept, never while an accept is on its way; a ref, as double clicks beat a re-render.
    if (acceptOnce.inFlight() || quoteInFlight.current) return;
    quoteInFlight.current = true;
    lastInput.current = { input };
    setQuoteError(null);
    acceptOnce.setError(null);
    quoteMutation.mutate(input, {
      onSuccess: ({ result, sentAtMs, receivedAtMs }) => {
        if (!result.ok) return showRefusal(result.error, setQuoteError);
        const { proposal, serverNowMs } = result.data;
        acceptOnce.reset();
        setQuote({
          input,
          data: result.data,
          validUntilTs: proposal.validUntilTs,
          offsetMs: offsetFrom(serverNowMs, { sentAtMs, receivedAtMs }),
          issuedAtMs: serverNowMs,
        });
      },
      onError: () => setQuoteError(NO_ANSWER),
      onSettled: () => {
        quoteInFlight.current = false;
      },
    });
  }

  function accept(input: AcceptInput, accepted: (data: Accepted) => void) {
    acceptOnce.accept(input, { accepted, refused: (error) => showRefusal(error, acceptOnce.setError) });
  }

  return {
    quote,
    quoteError,
    quoting: quoteMutation.isPending,
    /** A quote may not be asked for now: one is on its way, or an accept is. */
    quoteBlocked: !hydrated || quoteMutation.isPending || acceptOnce.state === "sending",
    requestQuote,
    requote: () => lastInput.current && requestQuote(lastInput.current.input),
    accept,
    acceptState: acceptOnce.state,
    acceptError: acceptOnce.error,
  };
}

export type ProposalFlow = Pick<
  ReturnType<typeof useProposalFlow>,
  "quoting" | "requote" | "acceptState" | "acceptError"
>;
