import Link from "next/link";
import { LinkPending } from "@/components/ui/link-pending";
import { ShortId } from "@/components/ui/short-id";
import { StatusBadge } from "@/components/ui/status-badge";
import { buttonClass } from "@/components/ui/styles";
import {
  currencyPair,
  EMPTY,
  formatAmount,
  formatDate,
  formatRate,
  formatTimestamp,
  orEmpty,
} from "@/lib/format/format";
import { drawdownFlowPath, earlySettlementPath, type LegTarget } from "@/lib/paths/dual-hedge-paths";
import { isDrawable, remainingOnFixedSide, type LabelledLeg } from "@/lib/domain/leg-roles";
import { formatMtmChange } from "@/lib/format/mtm";
import { statusLabel } from "@/lib/format/status-label";
import type { Hedge } from "@/lib/wire";
import { FieldGroup } from "./field-group";
import { LegTimeline } from "./leg-timeline";

const percent = (value: number | null) => (value === null ? EMPTY : `${formatRate(value)} %`);
const utc = (ts: number | null) => formatTimestamp(ts, "UTC");
const text = (value: string | null | undefined) => (value ? value : EMPTY);

/** Production fills every date: a cancellation or completion date on a leg in another state is shown as sent, and said so. */
function stateDate(value: string, leg: Hedge, state: "Cancelled" | "Completed"): string {
  return value !== EMPTY && leg.status && leg.status !== state
    ? `${value} (sent, but the leg is ${statusLabel(leg.status)})`
    : value;
}

function fixedSideText(leg: Hedge): string {
  if (leg.fixedSide === "fromCurrencyAmount") return `From amount (${orEmpty(leg.fromCurrency)})`;
  if (leg.fixedSide === "toCurrencyAmount") return `To amount (${orEmpty(leg.toCurrency)})`;
  return text(leg.fixedSide);
}

/** One leg with every field of the Hedge resource, in the same groups for both legs so the cards read across. */
export function LegCard({
  labelled,
  target,
  canAct,
  today,
  items,
}: {
  labelled: LabelledLeg<Hedge>;
  target: LegTarget;
  canAct: boolean;
  today: string;
  /** Its unresolved work-queue items (badges to their panels). */
  items?: React.ReactNode;
}) {
  const { leg, label } = labelled;
  const remaining = remainingOnFixedSide(leg);
  const active = leg.status === "Active";

  return (
    <article aria-labelledby={`leg-${leg.id}`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`leg-${leg.id}`} className="flex items-center gap-2 text-lg font-semibold">
            {label} <StatusBadge status={leg.status} />
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {leg.fromCurrency} → {leg.toCurrency} · <ShortId id={leg.id} label={`${label.toLowerCase()} id`} />
          </p>
          {items}
        </div>
        {canAct && active && (
          <div className="flex flex-wrap gap-2">
            {isDrawable(leg) ? (
              <Link
                href={drawdownFlowPath(target)}
                prefetch={false}
                className={buttonClass.secondary}
                aria-label={`Draw down the ${label.toLowerCase()}`}
              >
                Draw down
                <LinkPending />
              </Link>
            ) : (
              <span className="text-xs text-slate-600">Less than the minimum left to draw down</span>
            )}
            <Link
              href={earlySettlementPath(target)}
              prefetch={false}
              className={buttonClass.secondary}
              aria-label={`Early settlement of the ${label.toLowerCase()}`}
            >
              Early settlement
              <LinkPending />
            </Link>
          </div>
        )}
      </header>

      <div className="mt-4 space-y-4">
        <FieldGroup
          title="Amounts"
          fields={[
            { label: "Currencies", value: currencyPair(leg.fromCurrency, leg.toCurrency) },
            { label: "Fixed side", value: fixedSideText(leg) },
            {
              label: "Remaining on fixed side",
              value: remaining ? formatAmount(remaining.amount, remaining.currency) : EMPTY,
              numeric: true,
            },
            {
              label: "From amount (remaining)",
              value: formatAmount(leg.fromCurrencyAmount, leg.fromCurrency),
              numeric: true,
            },
            {
              label: "To amount (remaining)",
              value: formatAmount(leg.toCurrencyAmount, leg.toCurrency),
              numeric: true,
            },
          ]}
        />
        <FieldGroup
          title="Rate and markup"
          fields={[
            { label: "Rate (quote)", value: formatRate(leg.quote), numeric: true },
            { label: "External markup", value: percent(leg.externalMarkupPct), numeric: true },
          ]}
        />
        <FieldGroup
          title="Dates and timeline"
          fields={[
            { label: "Issued", value: formatDate(leg.issuedAt) },
            { label: "Accepted", value: utc(leg.acceptedAtTs) },
            { label: "End", value: formatDate(leg.endAt) },
            { label: "Updated", value: formatDate(leg.updatedAt) },
            { label: "Overdue from", value: formatDate(leg.overdueAt) },
            { label: "Cancelled", value: stateDate(formatDate(leg.cancelledAt), leg, "Cancelled") },
            { label: "Completed", value: stateDate(formatDate(leg.completedAt), leg, "Completed") },
            { label: "Completed at", value: stateDate(utc(leg.completedAtTs), leg, "Completed") },
          ]}
        >
          <LegTimeline leg={leg} today={today} />
        </FieldGroup>
        <FieldGroup
          title="Collateral"
          fields={[
            {
              label: "Initial collateral",
              value: formatAmount(leg.initialCollateralAmount, leg.fromCurrency),
              numeric: true,
            },
            { label: "Collateral received", value: formatDate(leg.initialCollateralReceivedAt) },
          ]}
        />
        <FieldGroup
          title="Settlement"
          fields={[
            { label: "Settlement type", value: text(leg.settlementType) },
            { label: "Settlement date", value: formatDate(leg.settlementAt) },
            { label: "Funds received", value: formatDate(leg.fundsReceivedAt) },
          ]}
        />
        <FieldGroup
          title="Mark-to-market"
          fields={[
            { label: "Adjusted MTM change", value: formatMtmChange(leg.adjustedMtmChangePct), numeric: true },
            { label: "MTM change at", value: utc(leg.adjustedMtmChangeTs) },
            { label: "Spot rate", value: formatRate(leg.spotRate), numeric: true },
          ]}
        />
        <FieldGroup
          title="Identifiers"
          fields={[
            { label: "Hedge id", value: <span className="break-all font-mono text-xs">{leg.id}</span> },
            {
              label: "Transaction id",
              value: <span className="break-all font-mono text-xs">{orEmpty(leg.transactionId)}</span>,
            },
            {
              label: "External transaction id",
              value: <span className="break-all font-mono text-xs">{text(leg.externalTransactionId)}</span>,
            },
            {
              label: "Customer id",
              value: <span className="break-all font-mono text-xs">{orEmpty(leg.customerId)}</span>,
            },
            {
              label: "External customer id",
              value: <span className="break-all font-mono text-xs">{text(leg.externalCustomerId)}</span>,
            },
          ]}
        />
      </div>
    </article>
  );
}
