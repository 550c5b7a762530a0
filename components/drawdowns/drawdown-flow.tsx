"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { AcceptState } from "@/components/proposals/proposal-actions";
import { RefusalNotice } from "@/components/proposals/refusal-notice";
import { offsetFrom, timedCall } from "@/components/proposals/timed-call";
import { acceptDrawdownAction, quoteDrawdownAction } from "@/lib/actions/drawdowns";
import { placeActionError } from "@/lib/actions/error-placement";
import { toActionOutcome, type ActionError } from "@/lib/actions/errors";
import { drawdownPath, type LegTarget } from "@/lib/paths/hedges";
import { drawdownFormSchema, type DrawdownFormInput, type DrawdownFormValues } from "@/lib/schemas/drawdown-form";
import type { AcceptDrawdownInput, QuoteDrawdownInput } from "@/lib/schemas/flows";
import { DrawdownForm, type DrawdownLeg } from "./drawdown-form";
import { DrawdownProposalPanel, type DrawdownQuote } from "./drawdown-proposal-panel";

const NO_ANSWER: ActionError = { kind: "unavailable", message: "The server did not answer. Check your connection and try again." };
const FIELDS = { fields: ["amount", "customerIp"] as const, ipRejected: "customerIp" as const, validation: "amount" as const };

/**
 * The drawdown flow's client island: the form, the proposal with its countdown, and Accept.
 * Quote and accept go through the server actions with react-query; the action checks everything
 * again, and refuses a second accept or an expired one before it reaches the service.
 */
export function DrawdownFlow({ target, leg, defaultCustomerIp }: { target: LegTarget; leg: DrawdownLeg; defaultCustomerIp: string | null }) {
  const router = useRouter();
  const schema = useMemo(() => drawdownFormSchema(leg), [leg]);
  const form = useForm<DrawdownFormInput, unknown, DrawdownFormValues>({
    resolver: zodResolver(schema),
    mode: "onChange",
    defaultValues: { amount: "", customerIp: defaultCustomerIp ?? "" },
  });
  const [quote, setQuote] = useState<DrawdownQuote | null>(null);
  const [quoteError, setQuoteError] = useState<ActionError | null>(null);
  const [acceptError, setAcceptError] = useState<ActionError | null>(null);
  const [accept, setAccept] = useState<AcceptState>("ready");
  // A double click can fire twice before React re-renders the disabled button: this cannot.
  const sending = useRef(false);
  const lastQuoted = useRef<QuoteDrawdownInput | null>(null);

  const quoteMutation = useMutation({
    mutationFn: (input: QuoteDrawdownInput) => timedCall(() => quoteDrawdownAction(input).then(toActionOutcome)),
  });
  const acceptMutation = useMutation({
    mutationFn: (input: AcceptDrawdownInput) => acceptDrawdownAction(input).then(toActionOutcome),
  });

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
    setAcceptError(null);
    quoteMutation.mutate(input, {
      onSuccess: ({ result, sentAtMs, receivedAtMs }) => {
        if (!result.ok) return showRefusal(result.error, setQuoteError);
        const { proposal, fixedSide, serverNowMs } = result.data;
        sending.current = false;
        setAccept("ready");
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
    if (!quote || sending.current) return;
    sending.current = true;
    setAccept("sending");
    setAcceptError(null);
    const customerIp = form.getValues("customerIp");
    const input: AcceptDrawdownInput = { ...target, drawdownProposalId: quote.proposal.id, customerIp };
    acceptMutation.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome.ok) {
          setAccept("accepted");
          router.push(drawdownPath(target, outcome.data.drawdown.id));
          return;
        }
        sending.current = false;
        setAccept("ready");
        showRefusal(outcome.error, setAcceptError);
      },
      onError: () => {
        // No answer: the accept may have gone through. The action keeps its claim, so a retry is refused, not doubled.
        sending.current = false;
        setAccept("ready");
        setAcceptError(NO_ANSWER);
      },
    });
  }

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
          accept={accept}
          acceptError={acceptError}
          requoting={quoteMutation.isPending}
          onAccept={acceptQuote}
          onRequote={() => lastQuoted.current && requestQuote(lastQuoted.current)}
        />
      )}
    </div>
  );
}
