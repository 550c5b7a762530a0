"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { AcceptedWithoutDetails } from "@/components/proposals/accepted-without-details";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { offsetFrom, timedCall } from "@/components/proposals/timed-call";
import { NO_ANSWER, useAcceptOnce } from "@/components/proposals/use-accept-once";
import { acceptDrawdownAction, quoteDrawdownAction } from "@/lib/actions/drawdowns";
import { placeActionError } from "@/lib/errors/error-placement";
import { toActionOutcome, type ActionError } from "@/lib/errors/action-error";
import { drawdownPath, dualHedgePath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import { drawdownFormRules, toDrawdownFormValues, type DrawdownFormInput, type DrawdownFormValues } from "@/lib/schemas/drawdown-form";
import type { AcceptDrawdownInput, QuoteDrawdownInput } from "@/lib/schemas/flows";
import { DrawdownForm, type DrawdownLeg } from "./drawdown-form";
import { DrawdownProposalPanel, type DrawdownQuote } from "./drawdown-proposal-panel";

const FIELDS = { fields: ["amount", "customerIp"] as const, ipRejected: "customerIp" as const, validation: "amount" as const };

/**
 * The drawdown flow's client island: the form, the proposal with its countdown, and Accept.
 * Quote and accept go through the server actions with react-query; the action checks everything
 * again, and refuses a second accept or an expired one before it reaches the service.
 */
export function DrawdownFlow({ target, leg, defaultCustomerIp }: { target: LegTarget; leg: DrawdownLeg; defaultCustomerIp: string | null }) {
  const router = useRouter();
  const resolver = useMemo(() => rulesResolver(drawdownFormRules(leg), toDrawdownFormValues), [leg]);
  const form = useForm<DrawdownFormInput, unknown, DrawdownFormValues>({
    resolver,
    mode: "onChange",
    defaultValues: { amount: "", customerIp: defaultCustomerIp ?? "" },
  });
  const [quote, setQuote] = useState<DrawdownQuote | null>(null);
  const [quoteError, setQuoteError] = useState<ActionError | null>(null);
  const [acceptedUnread, setAcceptedUnread] = useState(false);
  const lastQuoted = useRef<QuoteDrawdownInput | null>(null);

  // Per-call callbacks run for the latest mutate only: a stale quote never replaces a newer one.
  const quoteMutation = useMutation({
    mutationFn: (input: QuoteDrawdownInput) => timedCall(() => quoteDrawdownAction(input).then(toActionOutcome)),
  });
  const acceptOnce = useAcceptOnce((input: AcceptDrawdownInput) => acceptDrawdownAction(input).then(toActionOutcome));

  function showRefusal(error: ActionError, setGeneral: (error: ActionError | null) => void) {
    const placed = placeActionError(error, FIELDS);
    for (const name of FIELDS.fields) {
      const message = placed.fields[name];
      if (message) form.setError(name, { type: "server", message }, { shouldFocus: true });
    }
    setGeneral(placed.general);
  }

  function requestQuote(input: QuoteDrawdownInput) {
    lastQuoted.current = input;
    setQuoteError(null);
    acceptOnce.setError(null);
    quoteMutation.mutate(input, {
      onSuccess: ({ result, sentAtMs, receivedAtMs }) => {
        if (!result.ok) return showRefusal(result.error, setQuoteError);
        const { proposal, fixedSide, serverNowMs } = result.data;
        acceptOnce.reset();
        setQuote({
          proposal,
          fixedSide,
          amount: input.amount,
          currency: leg.currency,
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
    const customerIp = form.getValues("customerIp");
    acceptOnce.accept(
      { ...target, drawdownProposalId: quote.proposal.id, customerIp },
      {
        accepted: ({ drawdown }) => (drawdown ? router.push(drawdownPath(target, drawdown.id)) : setAcceptedUnread(true)),
        refused: (error) => showRefusal(error, acceptOnce.setError),
      },
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
          pending={quoteMutation.isPending}
          onQuote={(values) => requestQuote({ ...target, amount: values.amount, customerIp: values.customerIp })}
        />
        {quoteError && <RefusalNotice title="No quote: the request was refused" error={quoteError} />}
      </div>
      {quote && (
        <DrawdownProposalPanel
          key={quote.proposal.id}
          quote={quote}
          accept={acceptOnce.state}
          acceptError={acceptOnce.error}
          requoting={quoteMutation.isPending}
          onAccept={acceptQuote}
          onRequote={() => lastQuoted.current && requestQuote(lastQuoted.current)}
        />
      )}
    </div>
  );
}
