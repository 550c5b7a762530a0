import { describe, expect, it } from "vitest";
import { EMPTY, formatAmount, formatCount, formatDate, formatRate, formatTimestamp, shortId } from "./format";

// Intl separates a code from its amount with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatAmount", () => {
  it("uses the currency's own fraction digits, code first", () => {
    expect(plain(formatAmount(1234.5, "USD"))).toBe("USD 1,234.50");
    expect(plain(formatAmount(1234.5, "JPY"))).toBe("JPY 1,235");
    expect(plain(formatAmount(1234.5, "KWD"))).toBe("KWD 1,234.500");
    expect(plain(formatAmount(0, "EUR"))).toBe("EUR 0.00");
  });

  it("formats decimal strings exactly, rounding half away from zero as written", () => {
    expect(plain(formatAmount("1234.505", "USD"))).toBe("USD 1,234.51");
    expect(plain(formatAmount("12345678901234567.89", "USD"))).toBe("USD 12,345,678,901,234,567.89");
    expect(plain(formatAmount(1e21, "USD"))).toBe("USD 1,000,000,000,000,000,000,000.00");
    expect(plain(formatAmount("-1560", "MXN"))).toBe("-MXN 1,560.00");
  });

  it("accepts a lower-case code and an unknown but well-formed one", () => {
    expect(plain(formatAmount(5, "usd"))).toBe("USD 5.00");
    expect(plain(formatAmount(5, "XYZ"))).toBe("XYZ 5.00");
  });

  it("never throws on a code Intl refuses: two decimals and the code as text", () => {
    expect(plain(formatAmount(1234.5, "US"))).toBe("US 1,234.50");
    expect(plain(formatAmount(1234.5, "USDT"))).toBe("USDT 1,234.50");
    expect(plain(formatAmount(1234.5, ""))).toBe("1,234.50");
    expect(plain(formatAmount(1234.5, null))).toBe("1,234.50");
  });

  it("is null-safe and shows an unreadable value as it came", () => {
    expect(formatAmount(null, "USD")).toBe(EMPTY);
    expect(formatAmount(undefined, "USD")).toBe(EMPTY);
    expect(formatAmount("", "USD")).toBe(EMPTY);
    expect(formatAmount("n/a", "USD")).toBe("n/a");
    expect(formatAmount(Number.NaN, "USD")).toBe("NaN");
  });

  it("follows another locale when asked, and survives a malformed one", () => {
    expect(plain(formatAmount(1234.5, "EUR", "de-DE"))).toBe("1.234,50 EUR");
    expect(plain(formatAmount(1234.5, "EUR", "not a locale!"))).toBe("EUR 1,234.50");
  });
});

describe("formatRate", () => {
  it("shows up to 6 decimals without trailing zeros", () => {
    expect(formatRate(20.616512)).toBe("20.616512");
    expect(formatRate(20.6165)).toBe("20.6165");
    expect(formatRate(1.1)).toBe("1.1");
    expect(formatRate(2)).toBe("2");
    expect(formatRate("0.1234565")).toBe("0.123457");
    expect(formatRate(0.00000012)).toBe("0");
    expect(formatRate(1450.25)).toBe("1,450.25");
  });

  it("is null-safe", () => {
    expect(formatRate(null)).toBe(EMPTY);
    expect(formatRate("abc")).toBe("abc");
  });
});

describe("formatDate", () => {
  it("writes the day unambiguously", () => {
    expect(formatDate("2026-11-21")).toBe("21 Nov 2026");
    expect(formatDate("2027-01-01")).toBe("1 Jan 2027");
    expect(formatDate("2028-02-29")).toBe("29 Feb 2028");
  });

  it("does not move the day in any process time zone (parsed as a calendar date)", () => {
    // The dates are formatted at UTC midnight in UTC; the process zone never enters.
    expect(formatDate("2026-03-29")).toBe("29 Mar 2026");
    expect(formatDate("2026-10-25")).toBe("25 Oct 2026");
  });

  it("shows null as — and anything else as it came", () => {
    expect(formatDate(null)).toBe(EMPTY);
    expect(formatDate(undefined)).toBe(EMPTY);
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("tomorrow")).toBe("tomorrow");
  });

  it("gives a day it has formatted before in the locale asked for, every time", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate("2026-11-21", "en-GB")).toBe("21 Nov 2026");
      expect(formatDate("2026-11-21", "en-US")).toBe("Nov 21, 2026");
      expect(formatDate("2026-11-21", "de-DE")).toBe("21. Nov. 2026");
    }
  });
});

describe("formatTimestamp", () => {
  const ts = Date.UTC(2026, 10, 21, 14, 5, 9) / 1000;

  it("shows date, 24-hour time and the zone", () => {
    expect(plain(formatTimestamp(ts, "Europe/Berlin"))).toBe("21 Nov 2026, 15:05:09 GMT+1");
    expect(plain(formatTimestamp(ts, "America/New_York"))).toBe("21 Nov 2026, 09:05:09 GMT-5");
    expect(plain(formatTimestamp(ts, "Asia/Kolkata"))).toBe("21 Nov 2026, 19:35:09 GMT+5:30");
    expect(plain(formatTimestamp(ts, "Europe/London"))).toBe("21 Nov 2026, 14:05:09 GMT+0");
  });

  it("says UTC for UTC", () => {
    expect(plain(formatTimestamp(ts, "UTC"))).toBe("21 Nov 2026, 14:05:09 UTC");
    expect(plain(formatTimestamp(ts, "Etc/UTC"))).toBe("21 Nov 2026, 14:05:09 UTC");
  });

  it("follows daylight saving time", () => {
    const summer = Date.UTC(2026, 6, 1, 12, 0, 0) / 1000;
    expect(plain(formatTimestamp(summer, "Europe/Berlin"))).toBe("1 Jul 2026, 14:00:00 GMT+2");
  });

  it("answers each zone and locale its own text when asked again (each text is kept once made)", () => {
    for (let i = 0; i < 2; i++) {
      expect(plain(formatTimestamp(ts, "Europe/Berlin", "en-GB"))).toBe("21 Nov 2026, 15:05:09 GMT+1");
      expect(plain(formatTimestamp(ts, "Europe/Berlin", "en-US"))).toBe("Nov 21, 2026, 15:05:09 GMT+1");
      expect(plain(formatTimestamp(ts, "UTC", "en-GB"))).toBe("21 Nov 2026, 14:05:09 UTC");
    }
  });

  it("keeps fractional seconds from moving the second shown the wrong way", () => {
    expect(plain(formatTimestamp(ts + 0.4, "UTC"))).toBe("21 Nov 2026, 14:05:09 UTC");
  });

  it("falls back to UTC, and says so, for an unknown zone; null-safe", () => {
    expect(plain(formatTimestamp(ts, "Mars/Olympus_Mons"))).toBe("21 Nov 2026, 14:05:09 UTC");
    expect(plain(formatTimestamp(ts, null))).toBe("21 Nov 2026, 14:05:09 UTC");
    expect(formatTimestamp(null, "UTC")).toBe(EMPTY);
    expect(formatTimestamp(Number.NaN, "UTC")).toBe(EMPTY);
  });
});

describe("shortId", () => {
  it("keeps the first 8 characters", () => {
    expect(shortId("bf77890b-17e2-48a1-9198-707df23eb127")).toBe("bf77890b");
    expect(shortId("abc")).toBe("abc");
    expect(shortId(null)).toBe(EMPTY);
    expect(shortId("")).toBe(EMPTY);
  });
});

describe("formatCount", () => {
  it("groups thousands and shows no fraction", () => {
    expect(formatCount(204117)).toBe("204,117");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(7)).toBe("7");
  });
});
