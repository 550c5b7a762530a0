type Currencies = { fromCurrency: string | null; toCurrency: string | null };

/** An answer about a leg is in the leg's currencies: where it leaves one out, the leg's is used, so amounts keep their currency's format. */
export function withLegCurrencies<T extends Currencies>(answer: T, leg: Currencies): T {
  return {
    ...answer,
    fromCurrency: answer.fromCurrency ?? leg.fromCurrency,
    toCurrency: answer.toCurrency ?? leg.toCurrency,
  };
}
