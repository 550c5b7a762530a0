import { describe, expect, it } from "vitest";
import { planLegItems, type LiveItem } from "./attention-plan";
import { conditionHolds, type ItemRules, type LegObservation, startingConditions } from "./attention-rules";

// Thursday 26 Nov 2026: the next 5 business days end on Wednesday 2 Dec; 2 business days ago is Tuesday 24 Nov.
const THU = "2026-11-26";
const rules: ItemRules = { soonBusinessDays: 5, inProcessBusinessDays: 2, mtmThresholdPct: "2", mtmMarginPct: "0.5" };
const READ = new Date("2026-11-26T09:42:00Z");

function leg(fields: Partial<LegObservation>): LegObservation {
  return {
    id: "leg-1",
    dualHedgeId: "dh-1",
    customerId: "c-1",
    status: "Active",
    endAt: "2027-06-01",
    settlementAt: "2027-06-02",
    overdueAt: "2027-06-04",
    updatedAt: null,
    completedAt: null,
    cancelledAt: null,
    remaining: "1000",
    mtmChangePct: null,
    listed: true,
    readOk: true,
    readAt: READ,
    ...fields,
  };
}

const live = (kind: LiveItem["kind"], objectId = "leg-1", id = 1): LiveItem => ({ id, kind, objectId });

describe("items start with their condition, by business days", () => {
  it("ending soon: today to the fifth business day, with an amount left (or none said)", () => {
    expect(startingConditions(leg({ endAt: THU }), THU, rules)).toEqual(["endingSoon"]);
    expect(startingConditions(leg({ endAt: "2026-12-02" }), THU, rules)).toEqual(["endingSoon"]);
    expect(startingConditions(leg({ endAt: "2026-12-03" }), THU, rules)).toEqual([]);
    expect(startingConditions(leg({ endAt: "2026-11-30", remaining: "0" }), THU, rules)).toEqual([]);
    expect(startingConditions(leg({ endAt: "2026-11-30", remaining: null }), THU, rules)).toEqual(["endingSoon"]);
    // From Friday 27 Nov the window runs to Thursday 3 Dec: the weekend is skipped.
    expect(startingConditions(leg({ endAt: "2026-12-03" }), "2026-11-27", rules)).toEqual(["endingSoon"]);
  });

  it("overdue: reported so, or past its overdue date while open; settling soon: open, settling in the window", () => {
    expect(startingConditions(leg({ status: "Overdue" }), THU, rules)).toEqual(["overdue"]);
    expect(startingConditions(leg({ endAt: "2026-10-01", overdueAt: "2026-10-05" }), THU, rules)).toEqual(["overdue"]);
    expect(
      startingConditions(leg({ status: "Completed", overdueAt: "2026-10-05", endAt: "2026-10-01" }), THU, rules),
    ).toEqual([]);
    expect(startingConditions(leg({ status: "InProcess", settlementAt: "2026-12-02" }), THU, rules)).toEqual([
      "settlingSoon",
    ]);
  });

  it("in process for long: since its last update, 2 business days back (Monday counts back to Thursday)", () => {
    expect(startingConditions(leg({ status: "InProcess", updatedAt: "2026-11-24" }), THU, rules)).toEqual([
      "inProcess",
    ]);
    expect(startingConditions(leg({ status: "InProcess", updatedAt: "2026-11-25" }), THU, rules)).toEqual([]);
    expect(startingConditions(leg({ status: "InProcess", updatedAt: THU }), "2026-11-30", rules)).toEqual([
      "inProcess",
    ]);
    expect(startingConditions(leg({ status: "InProcess", updatedAt: "2026-11-27" }), "2026-11-30", rules)).toEqual([]);
  });
});

describe("items resolve by themselves when the book shows the condition gone", () => {
  const ending = leg({ endAt: "2026-11-30" });

  it("says what the book read: the status the service reports, when it was read", () => {
    const plan = planLegItems([{ ...ending, status: "Completed" }], [live("endingSoon")], THU, rules);
    expect(plan.resolve).toEqual([
      expect.objectContaining({ itemId: 1, resolution: { cause: "status", status: "Completed", readAt: READ } }),
    ]);
    expect(plan.open).toEqual([]);
  });

  it("no longer listed, drawn to zero, or its end date passed", () => {
    const resolution = (observed: LegObservation, today = THU) =>
      planLegItems([observed], [live("endingSoon")], today, rules).resolve[0]?.resolution;
    expect(resolution({ ...ending, listed: false })).toEqual({ cause: "notListed", readAt: READ });
    expect(resolution({ ...ending, remaining: "0.00" })).toEqual({ cause: "drawnToZero", readAt: READ });
    expect(resolution(ending, "2026-12-01")).toEqual({ cause: "datePassed", field: "end", date: "2026-11-30" });
    expect(resolution(ending, "2026-11-30")).toBeUndefined(); // ends today: still ending soon
  });

  it("never from a failed read: a customer whose last read failed keeps its items open", () => {
    const stale = { ...ending, status: "Cancelled", readOk: false };
    expect(planLegItems([stale], [live("endingSoon")], THU, rules)).toEqual({ open: [], resolve: [] });
  });

  it("keeps an item whose leg was not observed, and never opens a second one for a live condition", () => {
    expect(planLegItems([], [live("endingSoon")], THU, rules)).toEqual({ open: [], resolve: [] });
    expect(planLegItems([ending], [live("endingSoon")], THU, rules)).toEqual({ open: [], resolve: [] });
  });
});

describe("an ending-soon leg that becomes overdue is a new item", () => {
  it("on Friday 4 Dec: ending soon resolves (its end date passed), overdue opens beside it", () => {
    const later = leg({ endAt: "2026-12-02", overdueAt: "2026-12-03", settlementAt: "2026-12-03" });
    const start = planLegItems([later], [], THU, rules);
    expect(start.open.map((o) => o.kind)).toEqual(["endingSoon"]);
    const worse = planLegItems([later], [live("endingSoon")], "2026-12-04", rules);
    expect(worse.resolve.map((r) => [r.kind, r.resolution])).toEqual([
      ["endingSoon", { cause: "datePassed", field: "end", date: "2026-12-02" }],
    ]);
    expect(worse.open.map((o) => o.kind)).toEqual(["overdue"]);
  });
});

describe("mark-to-market moved does not flap: it opens at the threshold, resolves under it less the margin", () => {
  const moved = (pct: string) => leg({ mtmChangePct: pct });

  it("opens at 2 % either way, not at 1.99", () => {
    expect(startingConditions(moved("2"), THU, rules)).toEqual(["mtmMoved"]);
    expect(startingConditions(moved("-2.3"), THU, rules)).toEqual(["mtmMoved"]);
    expect(startingConditions(moved("1.99"), THU, rules)).toEqual([]);
  });

  it("an open item stays down to 1.5 % and resolves under it; only 2 % again opens a new one", () => {
    expect(conditionHolds("mtmMoved", moved("1.6"), THU, rules, true)).toBe(true);
    expect(conditionHolds("mtmMoved", moved("-1.5"), THU, rules, true)).toBe(true);
    const back = planLegItems([moved("1.49")], [live("mtmMoved")], THU, rules);
    expect(back.resolve[0]?.resolution).toEqual({ cause: "mtmBack", pct: "1.49", bar: "1.5", readAt: READ });
    expect(planLegItems([moved("1.9")], [], THU, rules).open).toEqual([]);
    expect(planLegItems([moved("2.01")], [], THU, rules).open.map((o) => o.kind)).toEqual(["mtmMoved"]);
  });

  it("a completed leg's move resolves its item whatever the number", () => {
    const done = planLegItems([leg({ mtmChangePct: "5", status: "Completed" })], [live("mtmMoved")], THU, rules);
    expect(done.resolve[0]?.resolution).toEqual({ cause: "status", status: "Completed", readAt: READ });
  });
});
