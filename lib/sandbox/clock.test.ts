import { describe, expect, it } from "vitest";
import { isBusinessDay } from "@/lib/domain/dates";
import { addDays, createClock, daysBetween, nextBusinessDay, tsOfDate } from "./clock";

describe("clock", () => {
  it("moves to the next business day, skipping the weekend", () => {
    expect(nextBusinessDay("2026-11-19")).toBe("2026-11-20"); // Thu → Fri
    expect(nextBusinessDay("2026-11-20")).toBe("2026-11-23"); // Fri → Mon
    expect(nextBusinessDay("2026-11-21")).toBe("2026-11-23"); // Sat → Mon
    expect(nextBusinessDay("2026-11-22")).toBe("2026-11-23"); // Sun → Mon
    expect(nextBusinessDay("2026-12-31")).toBe("2027-01-01"); // holidays are not modelled
  });

  it("does date arithmetic on UTC calendar days", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-21", "2027-11-21")).toBe(365);
    expect(isBusinessDay("2026-11-21")).toBe(false);
    expect(tsOfDate("1970-01-02")).toBe(86_400);
  });

  it("shifts now by the configured offset", () => {
    const real = createClock(0);
    const shifted = createClock(86_400);
    expect(shifted.nowTs() - real.nowTs()).toBeGreaterThanOrEqual(86_399);
    expect(shifted.today()).toBe(addDays(real.today(), 1));
  });
});
