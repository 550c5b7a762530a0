import { describe, expect, it } from "vitest";
import { legTimeline } from "./leg-timeline";

const base = {
  status: "Active",
  issuedAt: "2026-11-02",
  endAt: "2027-02-23",
  settlementAt: "2027-02-24",
  cancelledAt: null,
  completedAt: null,
  overdueAt: "2027-03-02",
  fundsReceivedAt: null,
};

const kinds = (steps: { kind: string }[]) => steps.map((step) => step.kind);

describe("legTimeline", () => {
  it("is issued → end → settlement for an active leg, reached up to today", () => {
    const steps = legTimeline(base, "2026-11-21");
    expect(kinds(steps)).toEqual(["issued", "end", "settlement"]);
    expect(steps.map((step) => step.reached)).toEqual([true, false, false]);
  });

  it("places a cancellation by its date", () => {
    expect(kinds(legTimeline({ ...base, status: "Cancelled", cancelledAt: "2026-11-20" }, "2026-11-21"))).toEqual([
      "issued",
      "cancelled",
      "end",
      "settlement",
    ]);
  });

  it("shows completed and funds received when set, same-day steps in natural order", () => {
    const completed = {
      ...base,
      status: "Completed",
      endAt: "2026-11-10",
      settlementAt: "2026-11-11",
      fundsReceivedAt: "2026-11-10",
      completedAt: "2026-11-11",
    };
    expect(kinds(legTimeline(completed, "2026-11-21"))).toEqual(["issued", "end", "funds", "settlement", "completed"]);
  });

  it("an Active leg with every date filled (as production sends it) shows no cancellation or completion", () => {
    const everyDate = { ...base, cancelledAt: "2026-11-10", completedAt: "2026-11-11", fundsReceivedAt: "2026-11-10" };
    expect(kinds(legTimeline(everyDate, "2026-11-21"))).toEqual(["issued", "funds", "end", "settlement"]);
  });

  it("shows overdue only for an Overdue leg, and leaves out a null date", () => {
    expect(kinds(legTimeline({ ...base, status: "Overdue" }, "2026-11-21"))).toContain("overdue");
    expect(kinds(legTimeline({ ...base, issuedAt: null as unknown as string }, "2026-11-21"))).toEqual([
      "end",
      "settlement",
    ]);
  });
});
