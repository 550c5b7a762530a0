// Locales and Intl formatters, en-GB by default: server-rendered and hydrated text must match.

export const DEFAULT_LOCALE = "en-GB";

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// Intl constructors are slow enough to matter in a 100-row table; the options fix the output.
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
}

const canonical = new Map<string, string>();

/** Memoised: canonicalising cost five times the formatting itself. */
export function safeLocale(locale: string): string {
  const known = canonical.get(locale);
  if (known) return known;
  let result = DEFAULT_LOCALE;
  try {
    result = Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    // keep the default
  }
  if (canonical.size < 32) canonical.set(locale, result);
  return result;
}
