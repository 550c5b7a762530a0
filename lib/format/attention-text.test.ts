import { describe, expect, it } from "vitest";
import { resolutionText } from "./attention-text";

const NOW = new Date("2026-11-26T15:00:00Z");
const TODAY_READ = new Date("2026-11-26T09:42:10Z");
const EARLIER_READ = new Date("2026-11-25T23:05:00Z");

describe("why an item resolved by itself, in the history's words", () => {
  it("names what the service reported and when the book read it (the day too, when not today)", () => {
    expect(resolutionText({ cause: "status", status: "Completed", readAt: TODAY_READ }, NOW)).toBe(
      "resolved: the service reports it Completed, read 09:42 UTC",
    );
    expect(resolutionText({ cause: "status", status: "InProcess", readAt: EARLIER_READ }, NOW)).toBe(
      "resolved: the service reports it In process, read 25 Nov 2026, 23:05 UTC",
    );
    expect(resolutionText({ cause: "notListed", readAt: TODAY_READ }, NOW)).toBe(
      "resolved: the service no longer lists it, read 09:42 UTC",
    );
    expect(resolutionText({ cause: "drawnToZero", readAt: TODAY_READ }, NOW)).toBe(
      "resolved: drawn to zero, read 09:42 UTC",
    );
  });

  it("says which date passed, and the move back under the hysteresis bar", () => {
    expect(resolutionText({ cause: "datePassed", field: "end", date: "2026-11-25" }, NOW)).toBe(
      "resolved: its end date, 25 Nov 2026, has passed",
    );
    expect(resolutionText({ cause: "mtmBack", pct: "1.49", bar: "1.5", readAt: TODAY_READ }, NOW)).toBe(
      "resolved: its adjusted MTM change is 1.49 %, under 1.5 %, read 09:42 UTC",
    );
  });
});
