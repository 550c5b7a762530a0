import { describe, expect, it } from "vitest";
import { readSnoozeUntil, shownState } from "./item-snooze";

const NOW = new Date("2026-11-26T10:00:00Z");

describe("a snooze's time, as staff type it (UTC)", () => {
  it("takes a day and a time, or a day (its start)", () => {
    expect(readSnoozeUntil("2026-11-27T09:00", NOW)).toEqual({ ok: true, until: new Date("2026-11-27T09:00:00Z") });
    expect(readSnoozeUntil(" 2026-11-27 09:00 ", NOW)).toEqual({ ok: true, until: new Date("2026-11-27T09:00:00Z") });
    expect(readSnoozeUntil("2026-11-28", NOW)).toEqual({ ok: true, until: new Date("2026-11-28T00:00:00Z") });
  });

  it("refuses a time passed (or now), more than 90 days ahead, or text that is no time", () => {
    expect(readSnoozeUntil("2026-11-26T09:59", NOW)).toMatchObject({ ok: false, message: /has passed/ });
    expect(readSnoozeUntil("2026-11-26T10:00", NOW)).toMatchObject({ ok: false, message: /has passed/ });
    expect(readSnoozeUntil("2026-11-26T10:01", NOW)).toMatchObject({ ok: true });
    // 90 days from Thursday 26 Nov 2026, 10:00 UTC is Wednesday 24 Feb 2027, 10:00 UTC.
    expect(readSnoozeUntil("2027-02-24T10:00", NOW)).toMatchObject({ ok: true });
    expect(readSnoozeUntil("2027-02-24T10:01", NOW)).toMatchObject({
      ok: false,
      message: "Snooze for at most 90 days.",
    });
    for (const text of ["tomorrow", "2026-02-30", "2026-11-27T24:00", "27/11/2026", ""])
      expect(readSnoozeUntil(text, NOW)).toMatchObject({ ok: false, message: /as 2026-11-27 09:00/ });
  });
});

describe("a snoozed item comes back at its time, as it was", () => {
  const snoozed = { state: "snoozed" as const, snoozedUntil: new Date("2026-11-26T12:00:00Z"), acknowledgedAt: null };

  it("reads snoozed until then, open from then (acknowledged if it was)", () => {
    expect(shownState(snoozed, new Date("2026-11-26T11:59:59Z"))).toBe("snoozed");
    expect(shownState(snoozed, new Date("2026-11-26T12:00:00Z"))).toBe("open");
    expect(shownState({ ...snoozed, acknowledgedAt: NOW }, new Date("2026-11-26T12:00:00Z"))).toBe("acknowledged");
    expect(shownState({ ...snoozed, state: "resolved" }, new Date("2026-11-27T00:00:00Z"))).toBe("resolved");
  });
});
