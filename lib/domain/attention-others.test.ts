import { describe, expect, it } from "vitest";
import { approvalResolution, approvalWaiting, callResolution, callUnresolved } from "./attention-others";

const at = (iso: string) => new Date(iso);

describe("an unresolved call: its outcome unknown, and nothing since", () => {
  const unknown = { outcome: "unknown", errorKind: null, at: at("2026-11-27T09:40:00Z") };

  it("is unresolved with only its unknown outcome; not before one, nor once an answer came", () => {
    expect(callUnresolved([unknown])).toBe(true);
    expect(callUnresolved([])).toBe(false);
    expect(
      callUnresolved([unknown, { outcome: "failed", errorKind: "upstream", at: at("2026-11-27T09:41:00Z") }]),
    ).toBe(false);
  });

  it("resolves by the first known outcome: a late answer, or a reconciliation's verdict", () => {
    expect(callResolution([unknown])).toBeNull();
    expect(
      callResolution([
        unknown,
        { outcome: "failed", errorKind: "reconciled", at: at("2026-11-28T08:00:00Z") },
        { outcome: "succeeded", errorKind: null, at: at("2026-11-27T09:42:00Z") },
      ]),
    ).toEqual({ cause: "callAnswered", outcome: "succeeded", reconciled: false, at: at("2026-11-27T09:42:00Z") });
  });
});

describe("a request waiting for approval", () => {
  const request = {
    status: "pending",
    expiresAt: at("2026-11-27T10:00:00Z"),
    decidedAt: null,
    decidedByEmail: null,
  };

  it("waits while pending until the second it expires", () => {
    expect(approvalWaiting(request, at("2026-11-27T09:59:59Z"))).toBe(true);
    expect(approvalWaiting(request, at("2026-11-27T10:00:00Z"))).toBe(false);
    expect(approvalResolution(request, at("2026-11-27T09:59:59Z"))).toBeNull();
  });

  it("resolves as expired at its time, or as decided, by whom and when", () => {
    expect(approvalResolution(request, at("2026-11-27T10:00:00Z"))).toEqual({
      cause: "approvalExpired",
      at: at("2026-11-27T10:00:00Z"),
    });
    const decided = {
      ...request,
      status: "approved",
      decidedAt: at("2026-11-27T09:30:00Z"),
      decidedByEmail: "bob@x.test",
    };
    expect(approvalResolution(decided, at("2026-11-27T09:31:00Z"))).toEqual({
      cause: "approvalDecided",
      status: "approved",
      by: "bob@x.test",
      at: at("2026-11-27T09:30:00Z"),
    });
    expect(approvalResolution({ ...request, status: "withdrawn" }, at("2026-11-27T09:31:00Z"))).toMatchObject({
      cause: "approvalDecided",
      status: "withdrawn",
    });
  });
});
