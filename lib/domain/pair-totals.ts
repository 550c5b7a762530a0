import { add, toDecimalString } from "./money";

// Totals per pair as the database summed them, the top N and "others" per currency: a EUR amount never joins a USD one.

export type PairTotal = {
  from: string | null;
  to: string | null;
  count: number;
  /** Sum of the known amounts on each side; null when none was known. */
  fromAmount: string | null;
  toAmount: string | null;
  /** Rows whose amount on that side the service did not say. */
  fromUnknown: number;
  toUnknown: number;
};

export type CurrencyTotal = { currency: string | null; amount: string | null; unknown: number };

export type Others = { pairs: number; count: number; perCurrency: CurrencyTotal[] };

const byCountThenName = (a: PairTotal, b: PairTotal) =>
  b.count - a.count || `${a.from}-${a.to}`.localeCompare(`${b.from}-${b.to}`);

export function addAmounts(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return toDecimalString(add(a, b));
}

/** The `limit` pairs with the most rows first; the rest as one "others" entry with a total per currency. */
export function topPairs(rows: readonly PairTotal[], limit: number): { top: PairTotal[]; others: Others | null } {
  const sorted = [...rows].sort(byCountThenName);
  const rest = sorted.slice(limit);
  if (rest.length === 0) return { top: sorted, others: null };
  return {
    top: sorted.slice(0, limit),
    others: {
      pairs: rest.length,
      count: rest.reduce((sum, row) => sum + row.count, 0),
      perCurrency: perCurrency(rest),
    },
  };
}

/** Both sides of every pair, totalled per currency in exact decimals (unknown currency last): EUR never meets USD. */
export function perCurrency(rows: readonly PairTotal[]): CurrencyTotal[] {
  const totals = new Map<string | null, CurrencyTotal>();
  const fold = (currency: string | null, amount: string | null, unknown: number) => {
    const seen = totals.get(currency) ?? { currency, amount: null, unknown: 0 };
    seen.amount = addAmounts(seen.amount, amount);
    seen.unknown += unknown;
    totals.set(currency, seen);
  };
  for (const row of rows) {
    fold(row.from, row.fromAmount, row.fromUnknown);
    fold(row.to, row.toAmount, row.toUnknown);
  }
  // Null last by hand: localeCompare puts "~" before letters.
  return [...totals.values()].sort((a, b) =>
    a.currency === b.currency
      ? 0
      : a.currency === null
        ? 1
        : b.currency === null
          ? -1
          : a.currency.localeCompare(b.currency),
  );
}

export const pairLabel = (from: string | null, to: string | null) => `${from ?? "?"}/${to ?? "?"}`;
