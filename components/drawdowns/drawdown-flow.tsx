"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { AcceptedWithoutDetails } from "@/components/proposals/accepted-without-details";
import { ProposalPanel } from "@/components/proposals/proposal-panel";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { useProposalFlow } from "@/components/proposals/use-proposal-flow";
import { requestAcceptApprovalAction } from "@/lib/actions/approvals";
import { acceptDrawdownAction, quoteDrawdownAction } from "@/lib/actions/drawdowns";
import { placeActionError } from "@/lib/errors/error-placement";
import { toActionOutcome, type ActionError, type ActionOutcome } from "@/lib/errors/action-error";
import { formatAmount } from "@/lib/format/format";
import { withLegCurrencies } from "@/lib/domain/leg-currencies";
import { acceptedDrawdownPath, dualHedgePath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import {
  drawdownFormRules,
  toDrawdownFormValues,
  type DrawdownFormInput,
  type DrawdownFormValues,
} from "@/lib/schemas/drawdown-form";
import type { RequestAcceptApprovalInput } from "@/lib/schemas/approvals";
import type { AcceptDrawdownInput, QuoteDrawdownInput } from "@/lib/schemas/flows";
import { DrawdownForm, type DrawdownLeg } from "./drawdown-form";
import { DrawdownTerms } from "./drawdown-terms";
import { SnapshotComparison } from "./snapshot-comparison";

/** An accept's answer, or a request's (four eyes). */
type Sent = { drawdown?: { id: string } | null; approvalId?: string };

const FIELDS = {
  fields: ["amount", "customerIp"] as const,
  ipRejected: "customerIp" as const,
  validation: "amount" as const,
};

/** The drawdown flow's client island: the form, the proposal with its before and after, and Accept. */
export function DrawdownFlow({
  target,
  leg,
  defaultCustomerIp,
}: {
  target: LegTarget;
  leg: DrawdownLeg;
  defaultCustomerIp: string | null;
}) {
  const router = useRouter();
  const resolver = useMemo(() => rulesResolver(drawdownFormRules(leg), toDrawdownFormValues), [leg]);
  const form = useForm<DrawdownFormInput, unknown, DrawdownFormValues>({
    resolver,
    mode: "onChange",
    defaultValues: { amount: "", customerIp: defaultCustomerIp ?? "" },
  });
  const [acceptedUnread, setAcceptedUnread] = useState(false);

  function showRefusal(error: ActionError, show: (error: ActionError | null) => void) {
    const placed = placeActionError(error, FIELDS);
    for (const name of FIELDS.fields) {
      const message = placed.fields[name];
      if (message) form.setError(name, { type: "server", message }, { shouldFocus: true });
    }
    show(placed.general);
  }

  const flow = useProposalFlow({
    quote: (input: QuoteDrawdownInput) => quoteDrawdownAction(input).then(toActionOutcome),
    // Four eyes: where the policy needs a second person, the quote is kept with a request for approval instead.
    accept: async (input: AcceptDrawdownInput | RequestAcceptApprovalInput): Promise<ActionOutcome<Sent>> =>
      "action" in input
        ? toActionOutcome<Sent>(await requestAcceptApprovalAction(input))
        : toActionOutcome<Sent>(await acceptDrawdownAction(input)),
    showRefusal,
  });
  const { quote } = flow;
  // Accept only what the form still says: an amount or IP edited after the quote hides it until a new one.
  const typed = toDrawdownFormValues({ amount: "", customerIp: "", ...useWatch({ control: form.control }) });
  const changedSinceQuote =
    quote !== null &&
    flow.acceptState === "ready" &&
    (typed.amount !== quote.input.amount || (typed.customerIp ?? "") !== (quote.input.customerIp ?? ""));
  const fixedFrom = quote?.data.fixedSide === "fromCurrencyAmount";
  const legCurrencies = {
    fromCurrency: fixedFrom ? leg.currency : leg.otherCurrency,
    toCurrency: fixedFrom ? leg.otherCurrency : leg.currency,
  };
  const proposal = quote && withLegCurrencies(quote.data.proposal, legCurrencies);

  function acceptQuote() {
    if (!quote) return;
    if (quote.data.approvalNeeded) {
      // The page then shows the request waiting on this leg.
      flow.accept({ action: "acceptDrawdown", ...target, proposalId: quote.data.proposal.id }, () => router.refresh());
      return;
    }
    flow.accept(
      { ...target, drawdownProposalId: quote.data.proposal.id, customerIp: quote.input.customerIp },
      ({ drawdown }) => (drawdown ? router.push(acceptedDrawdownPath(target, drawdown.id)) : setAcceptedUnread(true)),
    );
  }

  if (acceptedUnread) return <AcceptedWithoutDetails what="Drawdown" dualHedgeHref={dualHedgePath(target)} />;

  return (
    <div className="mt-8">
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <DrawdownForm
          form={form}
          leg={leg}
          ipWasPrefilled={defaultCustomerIp !== null}
          pending={flow.quoting}
          blocked={flow.quoteBlocked}
          onQuote={(values) => flow.requestQuote({ ...target, amount: values.amount, customerIp: values.customerIp })}
        />
        {flow.quoteError && <RefusalNotice title="No quote: the request was refused" error={flow.quoteError} />}
      </div>
      {quote && changedSinceQuote && (
        <p role="status" className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
          The form changed after the quote for {formatAmount(quote.input.amount, leg.currency)}, so that quote is put
          aside. Get a new quote for what the form says now.
        </p>
      )}
      {quote && proposal && !changedSinceQuote && (
        <ProposalPanel
          key={quote.data.proposal.id}
          flow={flow}
          quote={quote}
          idPrefix="drawdown"
          what="drawdown"
          heading={`Drawdown quote for ${formatAmount(quote.input.amount, leg.currency)}`}
          note={
            quote.data.approvalNeeded
              ? "This amount needs a second person's approval: request it, and this quote is kept with the request. The approver accepts a fresh quote for the same amount."
              : "Check the numbers, then accept before the quote runs out."
          }
          acceptLabel={quote.data.approvalNeeded ? "Request approval" : undefined}
          onAccept={acceptQuote}
        >
          <DrawdownTerms terms={proposal} fixedSide={quote.data.fixedSide} />
          <SnapshotComparison amounts={proposal} fixedSide={quote.data.fixedSide} idPrefix="drawdown-proposal" />
        </ProposalPanel>
      )}
    </div>
  );
}
