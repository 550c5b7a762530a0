import { describe, expect, it } from "vitest";
import { ago, clockText, isStale } from "./freshness-text";

const now = new Date("2026-11-26T09:45:30Z");

describe("how fresh the book is, in words", () => {
  it("says how long ago", () => {
    expect(ago(new Date("2026-11-26T09:45:00Z"), now)).toBe("just now");
    expect(ago(new Date("2026-11-26T09:42:00Z"), now)).toBe("3 min ago");
    expect(ago(new Date("2026-11-26T07:40:00Z"), now)).toBe("2 h 5 min ago");
    expect(ago(new Date("2026-11-26T07:45:00Z"), now)).toBe("2 h ago");
    expect(ago(new Date("2026-11-23T09:45:00Z"), now)).toBe("3 days ago");
  });

  it("gives the time alone only for today", () => {
    expect(clockText(new Date("2026-11-26T09:42:10Z"), now)).toBe("09:42 UTC");
    expect(clockText(new Date("2026-11-25T23:59:00Z"), now)).toBe("25 Nov 2026, 23:59 UTC");
  });

  it("calls a book stale past the threshold, and a book never completed stale", () => {
    expect(isStale(new Date("2026-11-26T08:45:30Z"), now, 60)).toBe(false);
    expect(isStale(new Date("2026-11-26T08:45:29Z"), now, 60)).toBe(true);
    expect(isStale(null, now, 60)).toBe(true);
  });
});
