import { addBusinessDays, addCalendarDays } from "./dates";

// The desk's windows on YYYY-MM-DD text (UTC days): its lists, its work queue's items and their SQL agree on them.

/** The last day of "the next N business days": today counts when it is one; weekends are skipped. */
export function businessDayWindowEnd(today: string, businessDays: number): string {
  if (!Number.isInteger(businessDays) || businessDays < 1)
    throw new RangeError(`Not a number of days: ${businessDays}`);
  // addBusinessDays does not count its start: from the day before today, N business days include today's.
  return addBusinessDays(addCalendarDays(today, -1), businessDays);
}

/** The day `business days` before today, for "in process since at least N business days". */
export function businessDaysAgo(today: string, businessDays: number): string {
  return addBusinessDays(today, -businessDays);
}
