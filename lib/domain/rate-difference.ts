import { decimal, roundToPlaces, toDecimalString, tryDecimal } from "./money";

export type RateDifference = {
  /** offered − locked, exact decimal text ("-0.0021", "0"). */
  difference: string;
  /** The difference relative to the locked rate, in percent, rounded half up to 4 decimals. */
  percent: string | null;
  direction: "higher" | "lower" | "same";
};

/**
 * An offered rate (e.g. the early-settlement rate) against the leg's locked rate, in exact decimals.
 * Null when either is not a number; no percentage when the locked rate is 0.
 */
export function rateDifference(offered: number | string | null, locked: number | string | null): RateDifference | null {
  if (offered === null || locked === null) return null;
  const o = tryDecimal(offered);
  const l = tryDecimal(locked);
  if (!o || !l) return null;
  const diff = o.minus(l);
  const percent = l.eq(0) ? null : toDecimalString(roundToPlaces(diff.div(l).times(100), 4));
  return {
    difference: toDecimalString(diff),
    percent,
    direction: diff.gt(0) ? "higher" : diff.lt(0) ? "lower" : "same",
  };
}

/** "+0.0021" / "-0.0021" / "0": signed, for a change column. */
export function signed(text: string): string {
  return decimal(text).gt(0) ? `+${text}` : text;
}
