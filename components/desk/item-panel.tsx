import type { HistoryLine, ItemPanel } from "@/lib/desk/items/item";
import { ITEM_KIND_LABELS } from "@/lib/format/attention-text";
import { formatDate } from "@/lib/format/format";
import { ageText, historyLineText, itemSource, utcTime } from "@/lib/format/item-history-text";
import { shownState } from "@/lib/domain/item-snooze";
import { formatMtmChange } from "@/lib/format/mtm";
import { pairLabel } from "@/lib/domain/pair-totals";
import { statusLabel } from "@/lib/format/status-label";
import { dualHedgePath } from "@/lib/paths/dual-hedge-paths";
import { itemAbout, itemDetail, objectHref } from "./item-object";

// An item's state and its history, as its panel shows them: read from our database (the leg as the book last read it).

export const STATE_LABELS = {
  open: "Open",
  acknowledged: "Acknowledged",
  snoozed: "Snoozed",
  resolved: "Resolved",
} as const;

/** "Snoozed until 27 Nov 2026, 09:00 UTC" or the state's word. */
export function stateText(
  item: { state: keyof typeof STATE_LABELS; snoozedUntil: Date | null; acknowledgedAt: Date | null },
  now: Date,
) {
  const shown = shownState(item, now);
  return shown === "snoozed" && item.snoozedUntil ? `Snoozed until ${utcTime(item.snoozedUntil)}` : STATE_LABELS[shown];
}

export function ItemSummary({ panel, now }: { panel: ItemPanel; now: Date }) {
  const { item } = panel;
  const object = { ...panel, kind: item.kind, customerId: item.customerId };
  const elsewhere = objectHref(object);
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-700">State</dt>
      <dd data-testid="item-state">{stateText(item, now)}</dd>
      {item.state === "snoozed" && item.snoozeReason && (
        <>
          <dt className="font-medium text-slate-700">Snoozed because</dt>
          <dd>{item.snoozeReason}</dd>
        </>
      )}
      {item.state === "resolved" && (
        <>
          <dt className="font-medium text-slate-700">Resolved</dt>
          <dd>
            {item.resolvedHow === "automatic" ? "by itself" : "by hand"}
            {item.resolvedAt ? `, ${utcTime(item.resolvedAt)}` : ""}: {item.resolution}
          </dd>
        </>
      )}
      <dt className="font-medium text-slate-700">Owner</dt>
      <dd data-testid="item-owner">{item.ownerEmail ?? "Nobody yet"}</dd>
      <dt className="font-medium text-slate-700">Opened</dt>
      <dd>
        {utcTime(item.openedAt)} ({ageText(item.openedAt, now)} ago)
      </dd>
      {elsewhere !== null ? (
        <>
          <dt className="font-medium text-slate-700">{item.kind === "unresolvedCall" ? "Call" : "Request"}</dt>
          <dd>
            <a href={elsewhere} className="link">
              {itemAbout(object).split(": ").slice(1).join(": ")}
            </a>
            <span className="block text-xs text-slate-600">{itemDetail(object)}</span>
            {item.customerId !== null && item.dualHedgeId !== null && (
              <a
                href={dualHedgePath({ customerId: item.customerId, dualHedgeId: item.dualHedgeId })}
                className="link block text-xs"
              >
                Its dual hedge
              </a>
            )}
          </dd>
        </>
      ) : (
        <>
          <dt className="font-medium text-slate-700">Leg</dt>
          <dd>
            <a
              href={dualHedgePath({ customerId: item.customerId ?? "", dualHedgeId: item.dualHedgeId ?? "" })}
              className="link"
            >
              {panel.customerName ?? "Customer"} · {pairLabel(panel.fromCurrency, panel.toCurrency)}
            </a>
            <span className="block text-xs text-slate-600">
              As the book last read it: {statusLabel(panel.status ?? "—")} · ends {formatDate(panel.endAt)} · settles{" "}
              {formatDate(panel.settlementAt)}
              {item.kind === "mtmMoved" ? ` · adjusted MTM change ${formatMtmChange(panel.mtmChangePct)}` : ""}
            </span>
          </dd>
        </>
      )}
    </dl>
  );
}

export function ItemHistory({ lines, kind }: { lines: HistoryLine[]; kind: string }) {
  return (
    <section aria-labelledby="item-history-title" className="mt-6">
      <h2 id="item-history-title" className="text-lg font-semibold">
        History
      </h2>
      <ol className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
        {lines.map((line) => (
          <li key={line.id} className="px-4 py-2">
            <span className="block">{historyLineText(line, kind)}</span>
            <span className="block text-xs text-slate-600">
              {line.actorEmail === "system" ? `Hedge Desk, from ${itemSource(kind)}` : line.actorEmail} ·{" "}
              {utcTime(line.at)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const itemTitle = (kind: keyof typeof ITEM_KIND_LABELS, panel: ItemPanel) =>
  itemAbout({ ...panel, kind, customerId: panel.item.customerId });
