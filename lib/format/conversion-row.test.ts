import { describe, expect, it } from "vitest";
import type { Conversion } from "@/lib/wire";
import { toConversionRow } from "./conversion-row";

// Only the fields the list shows.
const conversion = (overrides: Partial<Conversion> = {}) =>
  ({
    id: "9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
    issuedAt: "2026-11-20",
    acceptedAtTs: 1763683200,
    fromCurrency: "MXN",
    toCurrency: "JPY",
    fromCurrencyAmount: 20616.5,
    toCurrencyAmount: 171234,
    quote: 8.3057,
    completedAt: "2026-11-21",
    ...overrides,
  }) as Conversion;

describe("toConversionRow", () => {
  it("formats each amount in its own currency's digits and keeps the timestamp for the browser's zone", () => {
    expect(toConversionRow(conversion())).toEqual({
      id: "9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
      shortId: "9c1f0e2d",
      href: "/conversions/9c1f0e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
      issued: "20 Nov 2026",
      acceptedAtTs: 1763683200,
      fromCurrency: "MXN",
      toCurrency: "JPY",
      fromAmount: "MXN\u00a020,616.50",
      toAmount: "JPY\u00a0171,234",
      rate: "8.3057",
      completed: "21 Nov 2026",
    });
  });

  it("shows a dash, not Pending, when the answer did not say whether it completed", () => {
    expect(toConversionRow(conversion({ completedAt: undefined })).completed).toBe("—");
  });

  it("leaves completed empty while the conversion is pending, and nothing made up for what is missing", () => {
    expect(
      toConversionRow(conversion({ completedAt: null, acceptedAtTs: null, toCurrency: null, toCurrencyAmount: null })),
    ).toMatchObject({
      completed: null,
      acceptedAtTs: null,
      toCurrency: null,
      toAmount: "—",
    });
  });
});
