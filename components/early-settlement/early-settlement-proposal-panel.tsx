"use client";

import { useEffect, useRef } from "react";
import { ProposalActions, type AcceptState } from "@/components/proposals/proposal-actions";
import { ProposalCountdown } from "@/components/proposals/proposal-countdown";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { useCountdown, type ProposalClock } from "@/components/proposals/use-countdown";
import type { ActionError } from "@/lib/errors/action-error";
import { formatAmount, formatRate, orEmpty, shortId } from "@/lib/domain/format";
import { rateDifference } from "@/lib/domain/rate-difference";
import type { EarlySettlementProposal, Hedge } from "@/lib/wire";

export type EarlySettlementQuote = ProposalClock & {
  proposal: EarlySettlementProposal;
  /** The leg as it was when quoted: its currencies and locked rate. */
  leg: Hedge;
};

function RateComparison({ offered, locked }: { offered: number | null; locked: number | null }) {
  const diff = rateDifference(offered, locked);
  const words = diff ? { higher: "higher than", lower: "lower than", same: "the same as" }[diff.direction] : null;
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Early-settlement rate</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular">{formatRate(offered)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Locked rate of the leg</dt>
          <dd className="mt-0.5 text-lg tabular">{formatRate(locked)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Difference</dt>
          <dd className="mt-0.5 text-lg tabular">
            {diff ? (
              <>
                {diff.direction === "higher" ? "+" : ""}
                {formatRate(diff.difference)}
                {diff.percent !== null && " "}
                {diff.percent !== null && (
                  <span className="ml-1 text-sm text-slate-700">
                    ({diff.direction === "higher" ? "+" : ""}
                    {diff.percent}%)
                  </span>
                )}
              </>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      {words && <p className="mt-2 text-sm text-slate-700">The early-settlement rate is {words} the locked rate.</p>}
    </div>
  );
}

/** One early-settlement proposal: amounts, its rate against the locked one, the countdown, Accept. Key it by proposal id. */
export function EarlySettlementProposalPanel({
  quote,
  accept,
  acceptError,
  requoting,
  onAccept,
  onRequote,
}: {
  quote: EarlySettlementQuote;
  accept: AcceptState;
  acceptError: ActionError | null;
  requoting: boolean;
  onAccept: () => void;
  onRequote: () => void;
}) {
  const { proposal, leg } = quote;
  const { left, announced } = useCountdown(quote);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const item = (term: string, value: string) => (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-base font-medium tabular text-slate-900">{value}</dd>
    </div>
  );

  return (
    <section aria-labelledby="es-proposal-heading" className="mt-8 space-y-5 rounded-lg border border-blue-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="es-proposal-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-blue-700">
          Early settlement quote
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Proposal <span className="font-mono" title={proposal.id} data-testid="proposal-id">{shortId(proposal.id)}</span>. Settles everything that remains on the leg.
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {item(`Amount in ${orEmpty(leg.fromCurrency)}`, formatAmount(proposal.fromCurrencyAmount, leg.fromCurrency))}
        {item(`Amount in ${orEmpty(leg.toCurrency)}`, formatAmount(proposal.toCurrencyAmount, leg.toCurrency))}
      </dl>
      <RateComparison offered={proposal.quote} locked={leg.quote} />
      <ProposalCountdown left={left} announced={announced} idPrefix="es-countdown" />
      {acceptError && <RefusalNotice title="The early settlement was not accepted" error={acceptError} />}
      <ProposalActions
        acceptLabel="Accept early settlement"
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
