"use client";

import { useRouter } from "next/navigation";
import { ProposalPanel } from "@/components/proposals/proposal-panel";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { useProposalFlow } from "@/components/proposals/use-proposal-flow";
import { ComparisonTable } from "@/components/ui/comparison-table";
import { buttonClass } from "@/components/ui/styles";
import { approveRequestAction, quoteForApprovalAction } from "@/lib/actions/approvals";
import { compareQuotes, differenceSummary, type KeptQuote } from "@/lib/format/approval-quote";
import { toActionOutcome } from "@/lib/errors/action-error";

type Action = "acceptDrawdown" | "acceptEarlySettlement";
const WHAT: Record<Action, string> = { acceptDrawdown: "drawdown", acceptEarlySettlement: "early settlement" };

/** The approver's side of an accept: a fresh quote beside the requester's, what differs in words, and one button. */
export function FreshQuoteApproval({
  approvalId,
  action,
  requested,
  leg,
  decidedHref,
}: {
  approvalId: string;
  action: Action;
  requested: KeptQuote;
  leg: { fromCurrency: string | null; toCurrency: string | null };
  /** Where the page says how the decision went (this page with ?approval=). */
  decidedHref: string;
}) {
  const router = useRouter();
  const flow = useProposalFlow({
    quote: (input: { approvalId: string }) => quoteForApprovalAction(input).then(toActionOutcome),
    accept: (input: { approvalId: string; proposalId: string }) => approveRequestAction(input).then(toActionOutcome),
  });
  const { quote } = flow;
  const lines = compareQuotes(action, requested, (quote?.data.quote as KeptQuote) ?? null, leg);
  const what = WHAT[action];

  return (
    <div className="mt-3 space-y-3">
      <ComparisonTable
        caption={quote ? "The requested quote beside the fresh one" : "The quote the requester saw"}
        beforeLabel="Requested"
        afterLabel="Fresh quote"
        rows={lines.map((line) => ({
          key: line.key,
          label: line.label,
          before: line.requested,
          after: quote ? line.fresh : "Not fetched yet",
          change: quote ? (line.changed ? "Differs" : "Same") : "",
          changed: line.changed,
        }))}
      />
      {!quote && (
        <p className="text-sm">
          A quote lives only minutes, so the requested one cannot be accepted now: get a fresh quote for the same leg
          and amount, compare, then approve it.
        </p>
      )}
      <button
        type="button"
        className={quote ? buttonClass.secondary : buttonClass.primary}
        disabled={flow.quoteBlocked}
        onClick={() => flow.requestQuote({ approvalId })}
      >
        {flow.quoting ? "Getting a fresh quote…" : quote ? "Get another fresh quote" : "Get a fresh quote"}
      </button>
      {flow.quoteError && <RefusalNotice title="No fresh quote" error={flow.quoteError} />}
      {quote && (
        <ProposalPanel
          key={quote.data.proposal.id}
          flow={flow}
          quote={quote}
          idPrefix={`approval-${approvalId}`}
          what={what}
          heading={`Fresh ${what} quote`}
          note={differenceSummary(lines)}
          acceptLabel={`Approve and accept ${what}`}
          onAccept={() =>
            flow.accept({ approvalId, proposalId: quote.data.proposal.id }, () => {
              // As after a decision: the header's waiting count is in the layout, which a replace keeps.
              router.replace(decidedHref);
              router.refresh();
            })
          }
        >
          <p className="text-sm text-slate-700">
            Approving accepts this fresh quote at once, as the {what} of the request.
          </p>
        </ProposalPanel>
      )}
    </div>
  );
}
