// How the scheduled sync walks the two lists, and what that takes from the rate. Pure arithmetic (docs/book.md).

/** The conversions list has no filter, so it is walked whole: at most this share of the rate, whatever its length. */
export const CONVERSIONS_SHARE = 0.2;

/** The least time between two pages of the conversions list that keeps its walk within its share of the rate. */
export const conversionsPageGapMs = (ratePerSecond: number) => 1000 / (CONVERSIONS_SHARE * ratePerSecond);

export interface ListWalks {
  /** From the start of one walk of the conversions list to the start of the next. */
  conversionsEveryMs: number;
  /** What the two walks take from the rate, on average. */
  callsPerSecond: number;
}

/** Each list is walked again an interval after its last walk ended; the customers list at the rate, the other paced. */
export function listWalks(
  pages: { customers: number; conversions: number },
  ratePerSecond: number,
  intervalMs: number,
): ListWalks {
  const customersEveryMs = intervalMs + (pages.customers * 1000) / ratePerSecond;
  const conversionsEveryMs = intervalMs + pages.conversions * conversionsPageGapMs(ratePerSecond);
  const callsPerSecond = (pages.customers * 1000) / customersEveryMs + (pages.conversions * 1000) / conversionsEveryMs;
  return { conversionsEveryMs, callsPerSecond };
}
