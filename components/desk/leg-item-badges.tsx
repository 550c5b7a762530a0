import { ITEM_KIND_LABELS } from "@/lib/format/attention-text";
import { utcTime } from "@/lib/format/item-history-text";
import { shownState } from "@/lib/domain/item-snooze";
import type { LegItem } from "@/lib/desk/items/item";
import { itemPath } from "@/lib/paths/app-paths";

const STATE = { open: "open", acknowledged: "acknowledged", snoozed: "snoozed", resolved: "resolved" } as const;

/** A leg's (or a dual hedge's) unresolved work-queue items, a badge each, to the item's panel. */
export function LegItemBadges({ items, now, testId = "leg-items" }: { items: LegItem[]; now: Date; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-xs" data-testid={testId}>
      <span className="text-slate-700">Work queue:</span>
      {items.map((item) => {
        const state = shownState(item, now);
        const text =
          state === "snoozed" && item.snoozedUntil ? `snoozed until ${utcTime(item.snoozedUntil)}` : STATE[state];
        return (
          <a key={item.id} href={itemPath(item.id)} className="badge bg-amber-50 text-amber-950 ring-amber-700/50">
            {ITEM_KIND_LABELS[item.kind]} ({text})
          </a>
        );
      })}
    </p>
  );
}
