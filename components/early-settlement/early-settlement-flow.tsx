"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { AcceptedWithoutDetails } from "@/components/proposals/accepted-without-details";
import { ProposalPanel } from "@/components/proposals/proposal-panel";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { useProposalFlow } from "@/components/proposals/use-proposal-flow";
import { buttonClass } from "@/components/ui/styles";
import { Term } from "@/components/ui/term";
import { toActionOutcome, type ActionOutcome } from "@/lib/errors/action-error";
import { requestAcceptApprovalAction } from "@/lib/actions/approvals";
import { acceptEarlySettlementAction, quoteEarlySettlementAction } from "@/lib/actions/early-settlements";
import { formatAmount, orEmpty } from "@/lib/format/format";
import type { Hedge } from "@/lib/wire";
import { dualHedgePath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import type { RequestAcceptApprovalInput } from "@/lib/schemas/approvals";
import type { AcceptEarlySettlementInput } from "@/lib/schemas/flows";
import { RateComparison } from "./rate-comparison";
import { SettledLeg } from "./settled-leg";

/** An accept's answer, or a request's (four eyes). */
type Sent = { hedge?: Hedge | null; approvalId?: string };

/** The early-settlement island; `children` is the server-rendered leg, replaced by the returned one once accepted. */
export function EarlySettlementFlow({ target, children }: { target: LegTarget; children: React.ReactNode }) {
  const router = useRouter();
  const [settled, setSettled] = useState<{ before: Hedge; after: Hedge | null } | null>(null);
  const flow = useProposalFlow({
    quote: (input: LegTarget) => quoteEarlySettlementAction(input).then(toActionOutcome),
    // Four eyes: where the policy needs a second person, the quote is kept with a request for approval instead.
    accept: async (input: AcceptEarlySettlementInput | RequestAcceptApprovalInput): Promise<ActionOutcome<Sent>> =>
      "action" in input
        ? toActionOutcome<Sent>(await requestAcceptApprovalAction(input))
        : toActionOutcome<Sent>(await acceptEarlySettlementAction(input)),
  });
  const { quote } = flow;

  function acceptQuote() {
    if (!quote) return;
    if (quote.data.approvalNeeded) {
      // The page then shows the request waiting on this leg.
      const input = { action: "acceptEarlySettlement" as const, ...target, proposalId: quote.data.proposal.id };
      flow.accept(input, () => router.refresh());
      return;
    }
    const before = quote.data.leg;
    flow.accept({ ...target, earlySettlementProposalId: quote.data.proposal.id }, (data) =>
      setSettled({ before, after: data.hedge ?? null }),
    );
  }

  if (settled?.after === null)
    return <AcceptedWithoutDetails what="Early settlement" dualHedgeHref={dualHedgePath(target)} />;
  if (settled)
    return <SettledLeg before={settled.before} after={settled.after} dualHedgeHref={dualHedgePath(target)} />;

  return (
    <>
      {children}
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold">Settle this leg early</h2>
        <p className="mt-1 text-sm text-slate-600">
          The hedging service prices settling everything that remains on the leg today. A quote is valid for a short
          time.
        </p>
        <button
          type="button"
          className={`${buttonClass.primary} mt-4 px-4 py-2`}
          disabled={flow.quoteBlocked}
          onClick={() => flow.requestQuote(target)}
        >
          {flow.quoting
            ? "Getting a quote…"
            : quote
              ? "Get a fresh early settlement quote"
              : "Get early settlement quote"}
        </button>
        {flow.quoteError && <RefusalNotice title="No quote: the request was refused" error={flow.quoteError} />}
      </div>
      {quote && (
        <ProposalPanel
          key={quote.data.proposal.id}
          flow={flow}
          quote={quote}
          idPrefix="es"
          what="early settlement"
          heading="Early settlement quote"
          note={
            quote.data.approvalNeeded
              ? "Settles everything that remains on the leg. This needs a second person's approval: request it, and this quote is kept with the request; the approver accepts a fresh quote."
              : "Settles everything that remains on the leg."
          }
          acceptLabel={quote.data.approvalNeeded ? "Request approval" : undefined}
          onAccept={acceptQuote}
        >
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <Term term={`Amount in ${orEmpty(quote.data.leg.fromCurrency)}`}>
              {formatAmount(quote.data.proposal.fromCurrencyAmount, quote.data.leg.fromCurrency)}
            </Term>
            <Term term={`Amount in ${orEmpty(quote.data.leg.toCurrency)}`}>
              {formatAmount(quote.data.proposal.toCurrencyAmount, quote.data.leg.toCurrency)}
            </Term>
          </dl>
          <RateComparison offered={quote.data.proposal.quote} locked={quote.data.leg.quote} />
        </ProposalPanel>
      )}
    </>
  );
}
