import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  addCalendarDays,
  isBusinessDay,
  isCalendarDate,
  nextBusinessDay,
  todayInTimeZone,
  utcMidnightMs,
} from "./dates";

describe("isCalendarDate", () => {
  it("accepts real days only", () => {
    expect(isCalendarDate("2026-11-21")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-00-10")).toBe(false);
    expect(isCalendarDate("2026-01-00")).toBe(false);
  });

  it("accepts only the dashed YYYY-MM-DD form", () => {
    for (const bad of ["2026-1-05", "20261121", "2026/11/21", " 2026-11-21", "2026-11-21T00:00:00Z", ""]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(20261121)).toBe(false);
  });
});

describe("calendar arithmetic", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addCalendarDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("refuses a date that is not one", () => {
    expect(() => utcMidnightMs("2026-02-30")).toThrow(RangeError);
    expect(() => addBusinessDays("21/11/2026", 1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-11-21", 1.5)).toThrow(RangeError);
  });
});

describe("business days", () => {
  it("skips Saturday and Sunday", () => {
    expect(isBusinessDay("2026-11-20")).toBe(true); // Friday
    expect(isBusinessDay("2026-11-21")).toBe(false); // Saturday
    expect(nextBusinessDay("2026-11-20")).toBe("2026-11-23"); // Friday → Monday
    expect(nextBusinessDay("2026-11-21")).toBe("2026-11-23"); // Saturday → Monday
    expect(nextBusinessDay("2026-11-23")).toBe("2026-11-24");
  });

  it("counts several business days, forwards and backwards", () => {
    expect(addBusinessDays("2026-11-19", 2)).toBe("2026-11-23"); // Thu + 2 → Mon
    expect(addBusinessDays("2026-11-23", 5)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-23", -1)).toBe("2026-11-20"); // Mon − 1 → Fri
    expect(addBusinessDays("2026-11-21", 0)).toBe("2026-11-21");
  });
});

describe("todayInTimeZone", () => {
  // 2026-11-21 23:30 UTC: already the 22nd in Tokyo, still the 21st in New York.
  const now = Date.UTC(2026, 10, 21, 23, 30);

  it("takes the date in the given zone, from the clock passed in", () => {
    expect(todayInTimeZone("UTC", now)).toBe("2026-11-21");
    expect(todayInTimeZone("Asia/Tokyo", now)).toBe("2026-11-22");
    expect(todayInTimeZone("America/New_York", now)).toBe("2026-11-21");
    expect(todayInTimeZone("Pacific/Kiritimati", Date.UTC(2026, 10, 21, 10))).toBe("2026-11-22");
  });

  it("throws for an unknown zone rather than guess", () => {
    expect(() => todayInTimeZone("Mars/Olympus_Mons", now)).toThrow(RangeError);
  });
});
