import { minorUnits } from "@/lib/domain/money";
import { CONVERSION_CURRENCIES, HEDGE_CURRENCIES, UNITS_PER_USD } from "./market";

/** Randomness is md5 of seed and row number (same seed, same rows), computed by the server in one generate_series pass. */

/** A non-negative pseudo-random int (0..2^28) from 7 hex digits of `hash` starting at `at` (1-based). */
export const rnd = (hash: string, at: number) => `(('x0' || substr(${hash}, ${at}, 7))::bit(32)::int)`;

/** A version-4 UUID made of an md5 hash: version nibble 4, variant 10xx. */
export const uuidOf = (hash: string) => `(overlay(overlay(${hash} placing '4' from 13) placing '8' from 17))::uuid`;

/** Saturday and Sunday are skipped, as in lib/domain/dates nextBusinessDay. */
export const nextBusinessDay = (day: string) =>
  `(${day} + CASE extract(isodow FROM ${day}) WHEN 5 THEN 3 WHEN 6 THEN 2 ELSE 1 END)`;

export const roundTo = (value: string, minor: string) => `round(${value}, ${minor})`;

export const tsOf = (day: string) => `extract(epoch FROM ${day}::timestamp)::bigint`;

export const textArray = (items: readonly string[]) =>
  `ARRAY[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(", ")}]`;

export function currencyValues(): string {
  return CONVERSION_CURRENCIES.map(
    (code, n) => `('${code}', ${UNITS_PER_USD[code] ?? "1"}::numeric, ${minorUnits(code)}, ${n})`,
  ).join(", ");
}

export const HEDGE_CURRENCY_COUNT = HEDGE_CURRENCIES.length;
export const CONVERSION_CURRENCY_COUNT = CONVERSION_CURRENCIES.length;

/** Guards the only values inlined into the statements (all come from validated config). */
export function checkedLiterals(options: { seed: number; today: string; nowTs: number }) {
  const { seed, today, nowTs } = options;
  if (!Number.isInteger(seed) || !Number.isInteger(nowTs) || !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    throw new Error(`Bulk seed needs integer seed and time and a YYYY-MM-DD day: ${seed} ${nowTs} ${today}`);
  }
  return { seed: String(seed), today: `'${today}'::date`, nowTs: String(nowTs) };
}
