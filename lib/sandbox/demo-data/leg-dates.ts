import { addDays, nextBusinessDay } from "../clock";
import type { Random } from "./random";

export type LegDates = {
  issuedAt: string;
  endAt: string;
  settlementAt: string;
  overdueAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  completedAt: string | null;
  fundsReceivedAt: string | null;
  initialCollateralReceivedAt: string;
};

/** Several dual hedges of each customer share this issue day, so the created_at filter has work. */
export const BUSY_ISSUE_DAYS_AGO = 10;
/** …and this update day, for the updated_at filter. */
export const BUSY_UPDATE_DAYS_AGO = 2;

/** Ordinal (per customer) of the Active dual hedges that end 1 to 6 days from today. */
export const ENDS_THIS_WEEK_ORDINAL = 4;

const minDate = (a: string, b: string) => (a < b ? a : b);

/** Dates that fit the status, within the last 90 days of issuing. */
export function legDates(random: Random, status: string, today: string, ordinal: number): LegDates {
  const daysAgo = (n: number) => addDays(today, -n);
  const busy = ordinal <= 2 && (status === "Active" || status === "Cancelled");
  let issuedAt: string;
  let endAt: string;
  let updatedAt: string;
  let cancelledAt: string | null = null;
  let completedAt: string | null = null;
  let fundsReceivedAt: string | null = null;

  switch (status) {
    case "Cancelled": {
      const age = busy ? BUSY_ISSUE_DAYS_AGO : random.int(1, 89);
      issuedAt = daysAgo(age);
      cancelledAt = daysAgo(random.int(0, age - 1));
      updatedAt = cancelledAt;
      endAt = addDays(issuedAt, random.int(30, 365));
      break;
    }
    case "Completed": {
      const age = random.int(25, 89);
      issuedAt = daysAgo(age);
      endAt = addDays(issuedAt, random.int(7, age - 4));
      completedAt = nextBusinessDay(endAt);
      fundsReceivedAt = endAt;
      updatedAt = completedAt;
      break;
    }
    case "InProcess": {
      issuedAt = daysAgo(random.int(20, 89));
      endAt = today;
      updatedAt = today;
      break;
    }
    case "Overdue": {
      const age = random.int(40, 89);
      issuedAt = daysAgo(age);
      endAt = daysAgo(random.int(8, 30));
      updatedAt = addDays(nextBusinessDay(endAt), 2);
      break;
    }
    default: {
      const age = busy ? BUSY_ISSUE_DAYS_AGO : random.int(0, 89);
      issuedAt = daysAgo(age);
      const days = random.int(14, 300);
      // Each customer's fifth dual hedge, when Active, ends within the week: the book's "ends this week" has work.
      endAt = addDays(today, ordinal === ENDS_THIS_WEEK_ORDINAL ? 1 + (days % 6) : days);
      updatedAt = ordinal % 2 === 1 && age >= BUSY_UPDATE_DAYS_AGO ? daysAgo(BUSY_UPDATE_DAYS_AGO) : issuedAt;
    }
  }
  const settlementAt = nextBusinessDay(endAt);
  return {
    issuedAt,
    endAt,
    settlementAt,
    overdueAt: addDays(settlementAt, 2),
    updatedAt,
    cancelledAt,
    completedAt,
    fundsReceivedAt,
    initialCollateralReceivedAt: minDate(addDays(issuedAt, random.int(0, 2)), today),
  };
}
