import Big from "big.js";

/** Exact decimal value of a JSON number (its shortest round-trip text, as JSON.stringify writes it). */
export function dec(value: number): Big {
  return new Big(value);
}

export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function minorUnit(currency: string): Big {
  return new Big(1).div(new Big(10).pow(fractionDigits(currency)));
}

export function within(a: number | Big, b: number | Big, tolerance: Big): boolean {
  return new Big(a).minus(new Big(b)).abs().lte(tolerance);
}

type Amounts = {
  fromCurrency: string;
  toCurrency: string;
  fromCurrencyAmount: number;
  toCurrencyAmount: number;
  quote: number;
};

/** fromCurrencyAmount = toCurrencyAmount * quote, within one minor unit of the side derived through the rate. */
export function amountsMatchQuote(item: Amounts, fixedSide: "fromCurrencyAmount" | "toCurrencyAmount"): boolean {
  const from = dec(item.fromCurrencyAmount);
  const to = dec(item.toCurrencyAmount);
  const quote = dec(item.quote);
  if (fixedSide === "toCurrencyAmount") return within(from, to.times(quote), minorUnit(item.fromCurrency));
  return within(to, from.div(quote), minorUnit(item.toCurrency));
}

/** Either rounding direction: for a conversion we do not know which side was given. */
export function amountsMatchQuoteEitherSide(item: Amounts): boolean {
  return amountsMatchQuote(item, "toCurrencyAmount") || amountsMatchQuote(item, "fromCurrencyAmount");
}

export function otherSide(side: "fromCurrencyAmount" | "toCurrencyAmount") {
  return side === "fromCurrencyAmount" ? "toCurrencyAmount" : "fromCurrencyAmount";
}

type Leg = {
  fixedSide: "fromCurrencyAmount" | "toCurrencyAmount";
  fromCurrency: string;
  toCurrency: string;
  fromCurrencyAmount: number;
  toCurrencyAmount: number;
};

export function fixedCurrency(leg: Leg): string {
  return leg.fixedSide === "toCurrencyAmount" ? leg.toCurrency : leg.fromCurrency;
}

export function shareOfRemaining(leg: Leg, share: number): number {
  return dec(leg[leg.fixedSide])
    .times(share)
    .round(fractionDigits(fixedCurrency(leg)), Big.roundDown)
    .toNumber();
}

export function remainingLess(leg: Leg, less: number | Big): number {
  return dec(leg[leg.fixedSide]).minus(new Big(less)).toNumber();
}

export function fixedBody(leg: Leg, amount: number): Record<string, number> {
  return { [leg.fixedSide]: amount };
}
