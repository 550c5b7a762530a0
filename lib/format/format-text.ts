// Text every island may show without big.js (format.ts re-exports it): never throws, "—" for missing.

export const EMPTY = "—";

export const orEmpty = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY);

/** Currencies in the order money moves: "EUR → USD" (a missing one shown as "—"). */
export const currencyPair = (...codes: (string | null | undefined)[]): string => codes.map(orEmpty).join(" → ");

/** An id's first eight characters, as staff say it; the full id stays in titles and copy buttons. */
export function shortId(id: string | null | undefined): string {
  if (id === null || id === undefined || id === "") return EMPTY;
  return id.slice(0, 8);
}
