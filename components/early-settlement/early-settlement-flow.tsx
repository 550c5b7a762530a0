"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AcceptedWithoutDetails } from "@/components/proposals/accepted-without-details";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { offsetFrom, timedCall } from "@/components/proposals/timed-call";
import { NO_ANSWER, useAcceptOnce } from "@/components/proposals/use-accept-once";
import { buttonClass } from "@/components/ui/styles";
import { toActionOutcome, type ActionError } from "@/lib/errors/action-error";
import { acceptEarlySettlementAction, quoteEarlySettlementAction } from "@/lib/actions/early-settlements";
import type { Hedge } from "@/lib/wire";
import { dualHedgePath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import { EarlySettlementProposalPanel, type EarlySettlementQuote } from "./early-settlement-proposal-panel";
import { SettledLeg } from "./settled-leg";


/**
 * The early-settlement island: "Get early settlement quote", the proposal with the shared countdown,
 * Accept once, and then the leg as the service returned it. `children` is the server-rendered leg,
 * replaced by the returned one once the settlement is accepted.
 */
export function EarlySettlementFlow({ target, children }: { target: LegTarget; children: React.ReactNode }) {
  const [quote, setQuote] = useState<EarlySettlementQuote | null>(null);
  const [quoteError, setQuoteError] = useState<ActionError | null>(null);
  const [settled, setSettled] = useState<{ before: Hedge; after: Hedge | null } | null>(null);

  // Per-call callbacks run for the latest mutate only: a stale quote never replaces a newer one.
  const quoteMutation = useMutation({
    mutationFn: () => timedCall(() => quoteEarlySettlementAction(target).then(toActionOutcome)),
  });
  const acceptOnce = useAcceptOnce((earlySettlementProposalId: string) =>
    acceptEarlySettlementAction({ ...target, earlySettlementProposalId }).then(toActionOutcome),
  );

  function requestQuote() {
    setQuoteError(null);
    acceptOnce.setError(null);
    quoteMutation.mutate(undefined, {
      onSuccess: ({ result, sentAtMs, receivedAtMs }) => {
        if (!result.ok) return setQuoteError(result.error);
        const { proposal, leg, serverNowMs } = result.data;
        acceptOnce.reset();
        setQuote({
          proposal,
          leg,
          validUntilTs: proposal.validUntilTs,
          offsetMs: offsetFrom(serverNowMs, { sentAtMs, receivedAtMs }),
          issuedAtMs: serverNowMs,
        });
      },
      onError: () => setQuoteError(NO_ANSWER),
    });
  }

  function acceptQuote() {
    if (!quote) return;
    acceptOnce.accept(quote.proposal.id, { accepted: ({ hedge }) => setSettled({ before: quote.leg, after: hedge }) });
  }

  if (settled?.after === null) return <AcceptedWithoutDetails what="Early settlement" dualHedgeHref={dualHedgePath(target)} />;
  if (settled) return <SettledLeg before={settled.before} after={settled.after} dualHedgeHref={dualHedgePath(target)} />;

  return (
    <>
      {children}
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold">Settle this leg early</h2>
        <p className="mt-1 text-sm text-slate-600">
          The hedging service prices settling everything that remains on the leg today. A quote is valid for a short time.
        </p>
        <button type="button" className={`${buttonClass.primary} mt-4 px-4 py-2`} disabled={quoteMutation.isPending} onClick={requestQuote}>
          {quoteMutation.isPending ? "Getting a quote…" : quote ? "Get a fresh early settlement quote" : "Get early settlement quote"}
        </button>
        {quoteError && <RefusalNotice title="No quote: the request was refused" error={quoteError} />}
      </div>
      {quote && (
        <EarlySettlementProposalPanel
          key={quote.proposal.id}
          quote={quote}
          accept={acceptOnce.state}
          acceptError={acceptOnce.error}
          requoting={quoteMutation.isPending}
          onAccept={acceptQuote}
          onRequote={requestQuote}
        />
      )}
    </>
  );
}
