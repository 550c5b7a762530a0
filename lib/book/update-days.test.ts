import { describe, expect, it } from "vitest";
import type { DualHedge } from "@/lib/wire";
import { honoursUpdateDay, updateDaysToRead, WHOLE_READ_EVERY_MS } from "./update-days";

const at = (iso: string) => Date.parse(iso);

describe("which days a large customer is read by update date", () => {
  const whole = { at: at("2026-11-28T08:00:00Z"), pages: 40 };

  it("lists the days from the day before its last good read to the day after now", () => {
    expect(updateDaysToRead(whole, at("2026-11-28T09:00:00Z"), at("2026-11-28T09:30:00Z"))).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(updateDaysToRead(whole, at("2026-11-28T23:50:00Z"), at("2026-11-29T00:20:00Z"))).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
    ]);
  });

  it("reads whole when it never was, when the last whole read is a day old, or when that costs no more calls", () => {
    expect(updateDaysToRead(undefined, at("2026-11-28T09:00:00Z"), at("2026-11-28T09:30:00Z"))).toBeNull();
    expect(updateDaysToRead(whole, null, at("2026-11-28T09:30:00Z"))).toBeNull();
    expect(updateDaysToRead(whole, at("2026-11-28T09:00:00Z"), whole.at + WHOLE_READ_EVERY_MS)).toBeNull();
    expect(updateDaysToRead({ ...whole, pages: 3 }, at("2026-11-28T09:00:00Z"), at("2026-11-28T09:30:00Z"))).toBeNull();
    expect(
      updateDaysToRead({ ...whole, pages: 4 }, at("2026-11-28T09:00:00Z"), at("2026-11-28T09:30:00Z")),
    ).toHaveLength(3);
  });

  it("reads whole when its last good read is older than its last whole read (a failed read since)", () => {
    expect(updateDaysToRead(whole, at("2026-11-28T07:00:00Z"), at("2026-11-28T09:30:00Z"))).toBeNull();
  });
});

describe("whether an answer proves the update-date filter honoured", () => {
  const dual = (...updatedAt: (string | null)[]) =>
    ({ id: "d", hedges: updatedAt.map((day, index) => ({ id: `l${index}`, updatedAt: day })) }) as unknown as DualHedge;

  it("holds when every row has a leg updated that day (either leg), and for an empty answer", () => {
    expect(honoursUpdateDay([dual("2026-11-28", "2026-10-01"), dual("2026-10-01", "2026-11-28")], "2026-11-28")).toBe(
      true,
    );
    expect(honoursUpdateDay([], "2026-11-28")).toBe(true);
  });

  it("fails on one row updated another day, or with no date (the filter ignored, or not provable)", () => {
    expect(honoursUpdateDay([dual("2026-11-28", null), dual("2026-11-27", "2026-11-26")], "2026-11-28")).toBe(false);
    expect(honoursUpdateDay([dual(null, null)], "2026-11-28")).toBe(false);
  });
});
