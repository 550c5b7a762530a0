import type { bookLegs } from "@/lib/db/schema";

export const ACME = "c0000000-0000-4000-8000-000000000001";

export type BookLegInsert = typeof bookLegs.$inferInsert;

/** A leg in the book for the desk's queries: Acme's Active EUR/USD leg, 1000 EUR fixed; each test sets what it is about. */
export function bookLeg(id: string, fields: Partial<BookLegInsert>): BookLegInsert {
  return {
    id,
    dualHedgeId: `dh-${id}`,
    customerId: ACME,
    status: "Active",
    fromCurrency: "EUR",
    toCurrency: "USD",
    fromCurrencyAmount: "1000",
    toCurrencyAmount: "1100",
    fixedSide: "fromCurrencyAmount",
    endAt: "2027-06-01",
    settlementAt: "2027-06-02",
    overdueAt: "2027-06-04",
    raw: { id },
    ...fields,
  };
}
