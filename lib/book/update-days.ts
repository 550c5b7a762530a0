// A large customer read by update date: only the dual hedges updated since its last good read, where the service
// proves it honours the filter, with a whole read at least daily (the filter never shows a dual hedge removed).
import { dualHedgeFilters } from "@/lib/hedging";
import type { DualHedge } from "@/lib/wire";

const DAY_MS = 86_400_000;
/** The longest a customer read by update date goes without a whole read (which alone finds what was removed). */
export const WHOLE_READ_EVERY_MS = DAY_MS;

/** The last whole read of a customer this syncer made: when, and how many pages it took. */
export interface WholeRead {
  at: number;
  pages: number;
}

/**
 * The UTC days to list by update date, from the day before the last good read to the day after now (the service's
 * day may be another time zone's); null when a whole read is due or costs no more calls.
 */
export function updateDaysToRead(whole: WholeRead | undefined, readAt: number | null, now: number): string[] | null {
  if (!whole || readAt === null || readAt < whole.at || now - whole.at >= WHOLE_READ_EVERY_MS) return null;
  const days: string[] = [];
  for (let day = Math.floor(readAt / DAY_MS) - 1; day <= Math.floor(now / DAY_MS) + 1; day += 1)
    days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  return days.length < whole.pages ? days : null;
}

/** The service did not apply the update-date filter (a row it sent was not updated that day): read every page. */
export class UpdateDayIgnored extends Error {
  override readonly name = "UpdateDayIgnored";
  constructor(readonly day: string) {
    super(`The service ignored the update-date filter (${day}): the customer is read whole`);
  }
}

/** Every row of the answer was updated on `day` (either leg), as the interface says the filter selects. */
export function honoursUpdateDay(items: readonly DualHedge[], day: string): boolean {
  const [filter] = dualHedgeFilters({ updatedOn: day });
  return items.every((item) => filter!.matches(item));
}
