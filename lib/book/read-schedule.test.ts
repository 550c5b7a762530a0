import { describe, expect, it } from "vitest";
import {
  afterRead,
  chooseNext,
  dueAt,
  gapCeiling,
  NO_READS,
  reclassify,
  type ReadClass,
  type ScheduleConfig,
  type ScheduledCustomer,
} from "./read-schedule";
import { longestGap, simulateSchedule } from "./testing/simulate-schedule";

const MIN = 60_000;
const config: ScheduleConfig = {
  maxAgeMs: { attention: 10 * MIN, new: 10 * MIN, active: 120 * MIN, quiet: 24 * 60 * MIN },
  urgentShare: 0.5,
};

function customer(id: string, readClass: ReadClass, readAt: number | null, more: Partial<ScheduledCustomer> = {}) {
  return {
    id,
    readClass,
    seenAt: 0,
    triedAt: readAt,
    readAt,
    intervalMs: config.maxAgeMs[readClass],
    requestedAt: null,
    ...more,
  } satisfies ScheduledCustomer;
}

describe("the order of reads", () => {
  it("reads by deadline (most overdue first) within each lane's share, requests before anything", () => {
    const schedule = [
      customer("quiet-long-ago", "quiet", -25 * 60 * MIN),
      customer("active-overdue", "active", -130 * MIN),
      customer("attention-overdue", "attention", -11 * MIN),
      customer("new-later", "new", null, { seenAt: -1 * MIN }),
      customer("new-earlier", "new", null, { seenAt: -5 * MIN }),
      customer("active-fresh", "active", -1 * MIN),
      customer("asked-for", "quiet", -1 * MIN, { requestedAt: 0 }),
    ];
    const { reads } = simulateSchedule(config, schedule, 6_000);
    expect(reads.map((read) => read.id)).toEqual([
      "asked-for", // urgent lane, a request
      "quiet-long-ago", // its deadline an hour ago: the earliest
      "attention-overdue", // the urgent lane below its share: its deadline a minute ago
      "active-overdue", // its deadline 10 min ago
      "new-earlier", // due since seen; its deadline 5 min ahead
      "new-later",
    ]);
  });

  it("a customer re-read early because it changed yields to one nearer its maximum age", () => {
    // changed 80 s ago: may be read again (its gap is 75 s), but its deadline is 10 min after its read
    const changed = customer("changed", "attention", -80_000, { intervalMs: 75_000 });
    const nearMax = customer("near-max", "attention", -9 * MIN, { intervalMs: 8 * MIN });
    const choice = chooseNext([changed, nearMax], 0, NO_READS, config);
    expect(choice).toMatchObject({ read: { id: "near-max" } });
  });

  it("waits until the soonest due when nothing is due, rather than read early", () => {
    const choice = chooseNext([customer("a", "active", 0), customer("b", "quiet", 0)], 60_000, NO_READS, config);
    expect(choice).toEqual({ waitMs: gapCeiling("active", config) - 60_000 });
    expect(gapCeiling("active", config)).toBe(108 * MIN); // a tenth short of its maximum age: the read takes time
    expect(chooseNext([], 0, NO_READS, config)).toBeNull();
  });
});

describe("classes follow the book", () => {
  it("a quiet customer that starts to need attention is due within the attention class's maximum age", () => {
    const quiet = afterRead(customer("c", "quiet", 0, { intervalMs: 0 }), "unchanged", 0, "quiet", config);
    expect(dueAt(quiet, config)).toBe(3 * 60 * MIN); // the first gap: 24 h / 8
    const urgent = reclassify(quiet, "attention", config);
    expect(dueAt(urgent, config)).toBe(9 * MIN);
    // and back to quiet after the leg completed: the gap it had stays, within the new maximum
    expect(dueAt(reclassify(urgent, "quiet", config), config)).toBe(10 * MIN);
  });

  it("a read that finds the customer changed class schedules it by the new class", () => {
    const read = afterRead(customer("c", "active", 0), "changed", 1000, "attention", config);
    expect(read.readClass).toBe("attention");
    expect(dueAt(read, config)).toBe(1000 + (10 * MIN) / 8);
  });
});

describe("back-off while nothing changes", () => {
  it("doubles the gap on each unchanged read up to the class's maximum, and starts over on a change", () => {
    let c = customer("c", "attention", 0, { intervalMs: 0 });
    const gaps: number[] = [];
    for (const result of ["unchanged", "unchanged", "unchanged", "unchanged", "unchanged", "changed"] as const) {
      c = afterRead(c, result, 0, "attention", config);
      gaps.push(c.intervalMs / 1000);
    }
    expect(gaps).toEqual([75, 150, 300, 600, 600, 75]);
  });

  it("a customer that fails on every read backs off, keeps its last good read, and does not hold the queue", () => {
    const schedule = [customer("broken", "attention", 0, { intervalMs: 0 }), customer("fine", "attention", 0)];
    const { reads, schedule: end } = simulateSchedule(config, schedule, 60 * MIN, {
      result: (c) => (c.id === "broken" ? "failed" : "unchanged"),
    });
    const broken = reads.filter((read) => read.id === "broken").map((read) => read.at / 1000);
    // the gap doubles up to 540 s, a tenth short of the 10-minute maximum age
    expect(broken).toEqual([0, 75, 225, 525, 1065, 1605, 2145, 2685, 3225]);
    expect(end.get("broken")!.readAt).toBe(0);
    expect(reads.filter((read) => read.id === "fine").length).toBeGreaterThan(0);
  });
});

describe("the budget share and no starvation", () => {
  // 5 reads a second for an hour: 18,000 reads. 2,000 customers need attention and change on every read (each wants
  // a read every 75 s: 26 reads a second, five times the rate); 3,000 quiet ones were last read 25 hours ago.
  const attention = Array.from({ length: 2000 }, (_, i) => customer(`a${i}`, "attention", 0, { intervalMs: 0 }));
  const quiet = Array.from({ length: 3000 }, (_, i) => customer(`q${i}`, "quiet", -25 * 60 * MIN));
  const hour = 60 * MIN;
  const { reads } = simulateSchedule(config, [...attention, ...quiet], hour, { result: () => "changed" });

  it("keeps the urgent lane's reserved share while both lanes are due, and gives the routine lane the rest", () => {
    const whileBothDue = reads.slice(0, 5000);
    const urgent = whileBothDue.filter((read) => read.lane === "urgent").length / whileBothDue.length;
    expect(urgent).toBeGreaterThanOrEqual(0.5);
    expect(urgent).toBeLessThan(0.55);
  });

  it("reads every quiet customer even though the urgent lane always has a read due", () => {
    const quietRead = new Set(reads.filter((read) => read.id.startsWith("q")).map((read) => read.id));
    expect(quietRead.size).toBe(3000);
  });

  it("an overloaded attention class degrades evenly: none waits much longer than its reserved share allows", () => {
    const ids = attention.map((c) => c.id);
    // At the reserved share alone (2.5 reads a second), 2,000 customers are each read every 800 s.
    const reservedGap = (2000 / (5 * config.urgentShare)) * 1000;
    expect(longestGap(reads, ids, hour)).toBeLessThan(reservedGap * 1.1);
  });

  it("a flood of requests takes the reserved share, not the whole rate", () => {
    const asked = Array.from({ length: 1000 }, (_, i) => customer(`r${i}`, "quiet", 0, { requestedAt: 0 }));
    const overdue = Array.from({ length: 1000 }, (_, i) => customer(`o${i}`, "active", -200 * MIN));
    const { reads: first } = simulateSchedule(config, [...asked, ...overdue], 200_000);
    const routine = first.filter((read) => read.id.startsWith("o")).length;
    expect(routine / first.length).toBeGreaterThanOrEqual(0.45);
  });
});
