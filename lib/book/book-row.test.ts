import { describe, expect, it } from "vitest";
import type { BookLegRow } from "@/lib/book/legs-rows";
import { toBookRow } from "./book-row";

const leg = (overrides: Partial<BookLegRow> = {}): BookLegRow => ({
  id: "leg-1",
  dualHedgeId: "9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
  customerId: "cust 1",
  companyName: "Volume Hedging Ltd",
  status: "Active",
  transactionId: null,
  externalTransactionId: null,
  externalCustomerId: null,
  fromCurrency: "USD",
  toCurrency: "KWD",
  fromCurrencyAmount: "1000",
  toCurrencyAmount: "307.1235",
  fixedSide: "toCurrencyAmount",
  remainingAmount: "307.1235",
  remainingCurrency: "KWD",
  endAt: "2026-12-21",
  settlementAt: "2026-12-23",
  lastSeenAt: new Date("2026-11-26T05:00:00Z"),
  notSeenSince: null,
  customerReadFailedAt: null,
  customerReadAt: new Date("2026-11-26T05:00:00Z"),
  ...overrides,
});

describe("toBookRow", () => {
  it("formats the remaining amount in its currency's own digits and links the dual hedge by both ids", () => {
    expect(toBookRow(leg())).toEqual({
      id: "leg-1",
      dualHedgeId: "9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
      shortId: "9c1f0e2d",
      href: "/customers/cust%201/dual-hedges/9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
      company: "Volume Hedging Ltd",
      status: "Active",
      pair: "USD → KWD",
      fixedSide: "To",
      remaining: "KWD\u00a0307.124",
      end: "21 Dec 2026",
      settlement: "23 Dec 2026",
      lastRead: "26 Nov 2026, 05:00:00 UTC",
    });
  });

  it("shows a dash for what the service did not say, and a side it does not know as sent", () => {
    const row = toBookRow(
      leg({ companyName: null, remainingAmount: null, remainingCurrency: null, fixedSide: "both", endAt: null }),
    );
    expect(row).toMatchObject({ company: "—", remaining: "—", fixedSide: "both", end: "—" });
    expect(toBookRow(leg({ fixedSide: null })).fixedSide).toBe("—");
  });

  it("says when a leg was last listed and when its customer's read failed, and only then", () => {
    const row = toBookRow(
      leg({
        notSeenSince: new Date("2026-11-25T10:30:00Z"),
        customerReadFailedAt: new Date("2026-11-26T04:00:00Z"),
      }),
    );
    expect(row.notSeenSince).toBe("25 Nov 2026, 10:30:00 UTC");
    expect(row.customerReadFailed).toBe("26 Nov 2026, 04:00:00 UTC");
    // Absent, not undefined: each key would travel in the page's RSC payload.
    expect(Object.keys(toBookRow(leg()))).not.toContain("notSeenSince");
    expect(Object.keys(toBookRow(leg()))).not.toContain("customerReadFailed");
  });
});
