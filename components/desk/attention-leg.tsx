import { compare } from "@/lib/domain/money";
import { DRAWDOWN_MINIMUM } from "@/lib/domain/drawdown-rules";
import { formatAmount, formatDate, shortId } from "@/lib/format/format";
import { pairLabel } from "@/lib/domain/pair-totals";
import { drawdownFlowPath, dualHedgePath, earlySettlementPath } from "@/lib/paths/dual-hedge-paths";
import type { AttentionLeg } from "@/lib/desk/attention";

/** A leg in a desk list: who and which pair (to its dual hedge), what the list is about, and the operator's next step. */
export function AttentionLegItem({
  leg,
  detail,
  actions = false,
  showCustomer = true,
}: {
  leg: AttentionLeg;
  /** What this list says about the leg ("ends 2 Dec 2026"). */
  detail: React.ReactNode;
  /** Draw down / Early settlement links (operators and admins, Active legs). */
  actions?: boolean;
  /** False on the customer's own page, where every leg is theirs: the pair and the leg's id name it. */
  showCustomer?: boolean;
}) {
  const target = { customerId: leg.customerId, dualHedgeId: leg.dualHedgeId, hedgeId: leg.id };
  const who = leg.customerName ?? `Customer ${shortId(leg.customerId)}`;
  const pair = pairLabel(leg.fromCurrency, leg.toCurrency);
  const active = leg.status === "Active";
  const drawable = active && leg.remaining !== null && compare(leg.remaining, DRAWDOWN_MINIMUM) >= 0;
  const about = (
    <span className="sr-only">
      {" "}
      for {who}, {pair}
      {leg.endAt ? `, ending ${formatDate(leg.endAt)}` : ""}
    </span>
  );
  // Plain links, not next/link: a client component per link is render cost on every desk load (several per row).
  return (
    <li className="py-2">
      <a href={dualHedgePath(target)} className="link">
        {showCustomer ? `${who} · ${pair}` : `${pair} · leg ${shortId(leg.id)}`}
      </a>
      <span className="block text-xs text-slate-600">{detail}</span>
      {actions && active && (
        <span className="mt-1 flex gap-3 text-xs">
          {drawable && (
            <a href={drawdownFlowPath(target)} className="link">
              Draw down{about}
            </a>
          )}
          <a href={earlySettlementPath(target)} className="link">
            Early settlement{about}
          </a>
        </span>
      )}
    </li>
  );
}

/** "EUR 1,000.00 left (fixed side)", or that the service did not say. */
export function remainingText(leg: AttentionLeg): string {
  return leg.remaining === null
    ? "amount left not known"
    : `${formatAmount(leg.remaining, leg.remainingCurrency)} left on the fixed side`;
}

export const legId = (leg: AttentionLeg) => shortId(leg.id);
