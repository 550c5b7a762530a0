import { describe, expect, it } from "vitest";
import { latestDigestSlot, zonedInstant } from "./digest-time";

const iso = (ms: number) => new Date(ms).toISOString();

describe("digest times on a zone's wall clock", () => {
  it("08:00 in Berlin is 06:00 UTC in summer and 07:00 UTC in winter", () => {
    expect(iso(zonedInstant(2026, 10, 23, 8, "Europe/Berlin"))).toBe("2026-10-23T06:00:00.000Z");
    expect(iso(zonedInstant(2026, 10, 26, 8, "Europe/Berlin"))).toBe("2026-10-26T07:00:00.000Z");
  });
  it("business days skip the weekend; every day does not", () => {
    const sunday = Date.parse("2026-10-25T12:00:00Z");
    expect(iso(latestDigestSlot(sunday, "Europe/Berlin", 8, "businessDays"))).toBe("2026-10-23T06:00:00.000Z");
    expect(iso(latestDigestSlot(sunday, "Europe/Berlin", 8, "everyDay"))).toBe("2026-10-25T07:00:00.000Z");
  });
  it("the day is the zone's: late evening in New York is already tomorrow in UTC", () => {
    const now = Date.parse("2026-11-03T03:00:00Z"); // 22:00 on Monday 2 Nov in New York
    expect(iso(latestDigestSlot(now, "America/New_York", 21, "businessDays"))).toBe("2026-11-03T02:00:00.000Z");
  });
});
