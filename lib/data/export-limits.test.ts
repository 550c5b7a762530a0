import { describe, expect, it } from "vitest";
import { EXPORT_BUDGET, ExportLimiter } from "./export-limits";

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe("the export limits", () => {
  it("one running export per person, with a sentence that says what to do; its end frees the place", () => {
    const limiter = new ExportLimiter();
    const first = limiter.start("ana");
    expect(first.ok).toBe(true);
    expect(limiter.start("ana")).toMatchObject({ ok: false, message: expect.stringContaining("still being written") });
    if (first.ok) first.release();
    expect(limiter.start("ana").ok).toBe(true);
  });

  it("a few running at once on the instance, whoever asked", () => {
    const limiter = new ExportLimiter();
    const people = Array.from({ length: EXPORT_BUDGET.instanceRunning }, (_, i) => `person-${i}`);
    for (const person of people) expect(limiter.start(person).ok).toBe(true);
    expect(limiter.start("one-more")).toMatchObject({
      ok: false,
      message: expect.stringContaining("for other staff"),
      retryAfterSeconds: 60,
    });
  });

  it("so many started per person and per instance within the window, then again once it has passed", () => {
    const time = clock();
    const limiter = new ExportLimiter({ ...EXPORT_BUDGET, personStarted: 3, instanceStarted: 5 }, time.now);
    const run = (who: string) => {
      const start = limiter.start(who);
      if (start.ok) start.release();
      return start;
    };
    for (let i = 0; i < 3; i += 1) expect(run("ana").ok).toBe(true);
    time.advance(60_000);
    expect(run("ana")).toMatchObject({
      ok: false,
      message: expect.stringContaining("You have started 3 exports in the last 10 minutes"),
      retryAfterSeconds: 540,
    });
    expect(run("ben").ok).toBe(true);
    expect(run("ben").ok).toBe(true);
    expect(run("cy")).toMatchObject({ ok: false, message: expect.stringContaining("Staff have started 5 exports") });
    time.advance(EXPORT_BUDGET.windowMs);
    expect(run("ana").ok).toBe(true);
  });

  it("a running export never heard of again stops holding its place after a while", () => {
    const time = clock();
    const limiter = new ExportLimiter(EXPORT_BUDGET, time.now);
    expect(limiter.start("ana").ok).toBe(true); // never released
    time.advance(EXPORT_BUDGET.staleRunningMs);
    expect(limiter.start("ana").ok).toBe(true);
  });
});
