import { decimal, roundToPlaces, toDecimalString, tryDecimal } from "./money";

export type RateDifference = {
  difference: string;
  percent: string | null;
  direction: "higher" | "lower" | "same";
};

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

export function signed(text: string): string {
  return decimal(text).gt(0) ? `+${text}` : text;
}
