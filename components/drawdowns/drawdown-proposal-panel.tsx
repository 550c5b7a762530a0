"use client";

import { useEffect, useRef } from "react";
import { ProposalActions, type AcceptState } from "@/components/proposals/proposal-actions";
import { ProposalCountdown } from "@/components/proposals/proposal-countdown";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { useCountdown, type ProposalClock } from "@/components/proposals/use-countdown";
import type { ActionError } from "@/lib/errors/action-error";
import { formatAmount, shortId } from "@/lib/domain/format";
import type { DrawdownProposal } from "@/lib/wire";
import { DrawdownTerms } from "./drawdown-terms";
import { SnapshotComparison } from "./snapshot-comparison";

export type DrawdownQuote = ProposalClock & {
  proposal: DrawdownProposal;
  fixedSide: string;
  /** The amount as typed for this quote, re-sent by "Get a new quote". */
  amount: string;
  currency: string;
};

/** One drawdown proposal: its terms, the hedge before and after, the countdown, Accept. Mount once per proposal (key it by id). */
export function DrawdownProposalPanel({
  quote,
  accept,
  acceptError,
  requoting,
  onAccept,
  onRequote,
}: {
  quote: DrawdownQuote;
  accept: AcceptState;
  acceptError: ActionError | null;
  requoting: boolean;
  onAccept: () => void;
  onRequote: () => void;
}) {
  const { proposal } = quote;
  const { left, announced } = useCountdown(quote);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="drawdown-proposal-heading" className="mt-8 space-y-5 rounded-lg border border-blue-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="drawdown-proposal-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-blue-700">
          Drawdown quote for {formatAmount(quote.amount, quote.currency)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Proposal <span className="font-mono" title={proposal.id} data-testid="proposal-id">{shortId(proposal.id)}</span>. Check the numbers, then accept before the quote runs out.
        </p>
      </div>
      <DrawdownTerms terms={proposal} fixedSide={quote.fixedSide} />
      <SnapshotComparison amounts={proposal} fixedSide={quote.fixedSide} idPrefix="drawdown-proposal" />
      <ProposalCountdown left={left} announced={announced} idPrefix="drawdown-countdown" />
      {acceptError && <RefusalNotice title="The drawdown was not accepted" error={acceptError} />}
      <ProposalActions
        acceptLabel="Accept drawdown"
        accept={accept}
        expired={left.expired}
        requoting={requoting}
        spent={acceptError?.kind === "precondition"}
        onAccept={onAccept}
        onRequote={onRequote}
      />
    </section>
  );
}
