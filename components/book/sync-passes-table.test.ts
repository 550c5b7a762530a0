import { describe, expect, it } from "vitest";
import { utcTime } from "@/components/book/sync-passes-table";

describe("a sync pass's times", () => {
  it("are written on one clock with the day spelled out, as every timestamp in the app", () => {
    expect(utcTime(new Date("2026-11-21T09:05:03.900Z"))).toBe("21 Nov 2026, 09:05:03 UTC");
    expect(utcTime(new Date("2026-01-02T23:59:59Z"))).toBe("2 Jan 2026, 23:59:59 UTC");
  });

  it("say so when there is none", () => {
    expect(utcTime(null)).toBe("—");
  });
});
