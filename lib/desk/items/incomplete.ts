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
  if (freshness.lastCompletePassAt === null)
    reasons.push("the book has not completed a pass yet, so legs it has not read have no items.");
  else if (isStale(freshness.lastCompletePassAt, now, input.staleAfterMinutes))
    reasons.push(`the book's last complete pass is older than ${input.staleAfterMinutes} minutes.`);
  if (freshness.staleCustomers > 0)
    reasons.push(
      `${freshness.staleCustomers} ${freshness.staleCustomers === 1 ? "customer's" : "customers'"} last read failed: their items stay as they were, never resolved from that read.`,
    );
  if (input.itemsVersion < input.bookVersion)
    reasons.push("the book has changed since they were computed; they update in the background: reload in a moment.");
  return reasons.length > 0 ? reasons.join(" ") : null;
}
