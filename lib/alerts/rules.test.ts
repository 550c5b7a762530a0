import { describe, expect, it } from "vitest";
import { preferencesSchema, subscriptionSchema, teamDefaultSchema } from "./forms";
import { ALERT_KINDS } from "./kinds";
import { effectiveChoice, inScope } from "./rules";

describe("effectiveChoice", () => {
  const team = { channel: "emailDigest" as const, scope: "all" as const, mandatory: false, reason: null };
  it("own choice, else the team's, else built in; a locked team default wins over the person's", () => {
    const own = { channel: "off" as const, scope: "mineOrUnassigned" as const };
    expect(effectiveChoice("itemNote", "operator", own, team)).toMatchObject({ channel: "off", source: "own" });
    expect(effectiveChoice("itemNote", "operator", null, team)).toMatchObject({
      channel: "emailDigest",
      source: "team",
    });
    expect(effectiveChoice("itemNote", "operator", null, null)).toMatchObject({ channel: "inApp", source: "builtIn" });
    const locked = { ...team, mandatory: true, reason: "Audit needs it" };
    expect(effectiveChoice("itemNote", "operator", own, locked)).toMatchObject({
      channel: "emailDigest",
      source: "locked",
      locked: "Audit needs it",
    });
  });
  it("never off for approval requests, even when the person or a locked default says off", () => {
    const off = { channel: "off" as const, scope: "all" as const };
    expect(effectiveChoice("approvalRequested", "admin", off, null).channel).toBe("inApp");
    expect(effectiveChoice("approvalRequested", "admin", null, { ...off, mandatory: true, reason: "x" }).channel).toBe(
      "inApp",
    );
  });
  it("nothing for a role the kind is not for", () => {
    expect(effectiveChoice("approvalRequested", "viewer", null, null)).toMatchObject({
      channel: "off",
      source: "notForRole",
    });
    expect(effectiveChoice("auditChainBroken", "operator", null, null).channel).toBe("off");
    expect(effectiveChoice("auditChainBroken", "admin", null, null).channel).toBe("inApp");
  });
});

describe("inScope", () => {
  it("mine or unassigned: the person's items and nobody's; everything else for 'all' and for kinds without an owner", () => {
    expect(inScope("mineOrUnassigned", "me", "me")).toBe(true);
    expect(inScope("mineOrUnassigned", "me", null)).toBe(true);
    expect(inScope("mineOrUnassigned", "me", "you")).toBe(false);
    expect(inScope("all", "me", "you")).toBe(true);
    expect(inScope("mineOrUnassigned", "me", undefined)).toBe(true);
  });
});

describe("the forms' schemas", () => {
  it("takes an IANA zone in its canonical spelling, and says what is wrong with anything else", () => {
    const ok = preferencesSchema.parse({ timeZone: "Europe/Zurich", digestHour: "7", digestDays: "everyDay" });
    expect(ok).toEqual({ timeZone: "Europe/Zurich", digestHour: 7, digestDays: "everyDay" });
    expect(
      preferencesSchema.parse({ timeZone: "europe/zurich", digestHour: "0", digestDays: "businessDays" }).timeZone,
    ).toBe("Europe/Zurich");
    expect(
      preferencesSchema.parse({ timeZone: "Asia/Kolkata", digestHour: "23", digestDays: "everyDay" }).timeZone,
    ).toBe("Asia/Kolkata");
    const bad = preferencesSchema.safeParse({ timeZone: "Mars/Olympus", digestHour: "7", digestDays: "everyDay" });
    expect(bad.error?.issues[0]?.message).toContain('"Mars/Olympus" is not a time zone we know');
    for (const hour of ["24", "-1", "7.5", ""])
      expect(preferencesSchema.safeParse({ timeZone: "UTC", digestHour: hour, digestDays: "everyDay" }).success).toBe(
        false,
      );
    expect(preferencesSchema.safeParse({ timeZone: "UTC", digestHour: "8", digestDays: "weekends" }).success).toBe(
      false,
    );
  });
  it("refuses an unknown kind or channel, and reads a lock's checkbox", () => {
    expect(subscriptionSchema.safeParse({ kind: "nope", channel: "inApp" }).error?.issues[0]?.message).toBe(
      "There is no such kind of alert.",
    );
    expect(subscriptionSchema.safeParse({ kind: "itemNote", channel: "pager" }).success).toBe(false);
    expect(subscriptionSchema.parse({ kind: ALERT_KINDS[0], channel: "off" })).toEqual({
      kind: "itemOpened:overdue",
      channel: "off",
      scope: "all",
    });
    expect(
      teamDefaultSchema.parse({ role: "viewer", kind: "itemNote", channel: "off", mandatory: "on", reason: "x" })
        .mandatory,
    ).toBe(true);
    expect(teamDefaultSchema.parse({ role: "viewer", kind: "itemNote", channel: "off" }).mandatory).toBe(false);
  });
});
