"use client";

import { useEffect, useRef } from "react";
import { shortId } from "@/lib/format/format";
import type { ActionError } from "@/lib/errors/action-error";
import { ProposalActions } from "./proposal-actions";
import { ProposalCountdown } from "./proposal-countdown";
import { RefusalNotice } from "./refusal-notice";
import { useCountdown, type ProposalClock } from "./use-countdown";
import type { ProposalFlow } from "./use-proposal-flow";

/** One proposal: heading, its terms (children), the countdown and Accept. Mount once per proposal (key it by id). */
export function ProposalPanel({
  flow,
  quote,
  idPrefix,
  what,
  heading,
  note,
  onAccept,
  acceptLabel,
  children,
}: {
  flow: ProposalFlow;
  quote: ProposalClock & { data: { proposal: { id: string } } };
  idPrefix: string;
  what: string; // lower case, as in "Accept drawdown"
  heading: string;
  note: string;
  onAccept: () => void;
  /** Instead of "Accept <what>": "Request approval" when the policy needs a second person, or an approver's label. */
  acceptLabel?: string;
  children: React.ReactNode;
}) {
  const { left, announced } = useCountdown(quote);
  const proposalId = quote.data.proposal.id;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const headingId = `${idPrefix}-proposal-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-5 rounded-lg border border-blue-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Proposal{" "}
          <span className="font-mono" title={proposalId} data-testid="proposal-id">
            {shortId(proposalId)}
          </span>
          . {note}
        </p>
      </div>
      {children}
      <ProposalCountdown left={left} announced={announced} idPrefix={`${idPrefix}-countdown`} />
      {flow.acceptError && (
        <RefusalNotice
          title={
            outcomeUnknown(flow.acceptError)
              ? `Not confirmed: the ${what} may or may not have gone through`
              : `The ${what} was not accepted`
          }
          error={flow.acceptError}
        />
      )}
      <ProposalActions
        acceptLabel={acceptLabel ?? `Accept ${what}`}
        accept={flow.acceptState}
        expired={left.expired}
        requoting={flow.quoting}
        spent={flow.acceptError?.kind === "precondition"}
        onAccept={onAccept}
        onRequote={flow.requote}
      />
    </section>
  );
}

/** No answer, a timeout, a 5xx, or our own failure: only a clear refusal says the accept did not happen. */
function outcomeUnknown(error: ActionError): boolean {
  return error.kind === "unavailable" || error.kind === "internal";
}
