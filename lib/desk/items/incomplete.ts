import type { BookFreshness } from "@/lib/desk/freshness";
import { isStale } from "@/lib/format/freshness-text";

/** Why the queue may lack items (they come from the book: never filled, stale, partly unread, moved since), or null. */
export function itemsIncomplete(input: {
  freshness: BookFreshness;
  itemsVersion: number;
  bookVersion: number;
  now: Date;
  staleAfterMinutes: number;
}): string | null {
  const { freshness, now } = input;
  const reasons: string[] = [];
  const minutes = input.staleAfterMinutes;
  // Judged as the desk's freshness line judges the book (components/desk/freshness-line.tsx).
  if (freshness.scheduled) {
    if (freshness.everyCustomerReadSince === null)
      reasons.push("the book has not read every customer yet, so legs it has not read have no items.");
    else if (freshness.attention.customers > 0 && isStale(freshness.attention.oldestReadAt, now, minutes))
      reasons.push(`a customer behind the lists was last read more than ${minutes} minutes ago.`);
  } else if (freshness.lastCompletePassAt === null)
    reasons.push("the book has not completed a pass yet, so legs it has not read have no items.");
  else if (isStale(freshness.lastCompletePassAt, now, minutes))
    reasons.push(`the book's last complete pass is older than ${minutes} minutes.`);
  if (freshness.staleCustomers > 0)
    reasons.push(
      `${freshness.staleCustomers} ${freshness.staleCustomers === 1 ? "customer's" : "customers'"} last read failed: their items stay as they were, never resolved from that read.`,
    );
  if (input.itemsVersion < input.bookVersion)
    reasons.push("the book has changed since they were computed; they update in the background: reload in a moment.");
  return reasons.length > 0 ? reasons.join(" ") : null;
}
