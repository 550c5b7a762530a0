import { EMPTY } from "./format-text";
import { cached, DEFAULT_LOCALE, safeLocale } from "@/lib/domain/locale";
import { minorUnits, toDecimalString, tryDecimal } from "@/lib/domain/money";

export { currencyPair, EMPTY, orEmpty, shortId } from "./format-text";
export { formatDate, formatTimestamp } from "./format-time";
export { DEFAULT_LOCALE } from "@/lib/domain/locale";

type Numeric = number | string | null | undefined;

function exactText(value: number | string): string | null {
  const parsed = tryDecimal(value);
  return parsed === null ? null : toDecimalString(parsed);
}

// Intl formats a decimal string exactly (ES2023), so "1234.505" rounds as written, not as a float.
const asIntlInput = (text: string) => text as Intl.StringNumericLiteral;

/** The code, not a symbol: "$" is shared by USD, MXN, CAD and others. */
export function formatAmount(value: Numeric, currency: string | null | undefined, locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const text = exactText(value);
  if (text === null) return String(value);
  locale = safeLocale(locale);
  const code = (currency ?? "").trim().toUpperCase();
  const digits = minorUnits(code);
  try {
    const formatter = cached(
      `amount|${locale}|${code}`,
      () =>
        new Intl.NumberFormat(locale, {
          style: "currency",
          currency: code,
          currencyDisplay: "code",
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
    return formatter.format(asIntlInput(text));
  } catch {
    const number = cached(
      `amount-plain|${locale}|${digits}`,
      () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    ).format(asIntlInput(text));
    // U+00A0 like Intl's own output, so a code and its amount never wrap apart.
    return code ? `${code}\u00a0${number}` : number;
  }
}

export function formatRate(value: Numeric, locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  const text = exactText(value);
  if (text === null) return String(value);
  locale = safeLocale(locale);
  return cached(
    `rate|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 6 }),
  ).format(asIntlInput(text));
}

/** A whole number of things (legs, pages), grouped: "204,117". */
export function formatCount(count: number, locale = DEFAULT_LOCALE): string {
  locale = safeLocale(locale);
  return cached(`count|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(count);
}
