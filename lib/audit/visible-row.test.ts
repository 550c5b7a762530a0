import { describe, expect, it } from "vitest";
import type { AuditRow } from "./query";
import { visibleAuditRow } from "./visible-row";

const row: AuditRow = {
  id: 1,
  occurredAt: "2026-11-25T04:00:00.000Z",
  staffUserId: "id-operator",
  staffEmail: "operator@hedge-desk.test",
  action: "acceptDrawdown",
  customerId: "c-1",
  targetIds: { hedgeId: "h-1" },
  customerIp: "198.51.100.7",
  customerIpSource: "typed",
  clientAddress: "203.0.113.9",
  detail: null,
  outcome: "succeeded",
  outcomeAt: null,
  upstreamStatus: 200,
  errorKind: null,
  errorMessage: null,
  requestId: "r-1",
  earlierOutcome: null,
};
const typed = "correct horse battery staple, my password, typed in the email field by mistake";
const failedSignIn: AuditRow = {
  ...row,
  staffUserId: "unknown",
  staffEmail: typed,
  action: "signInFailed",
  customerId: null,
  targetIds: {},
  customerIp: null,
  customerIpSource: null,
  outcome: "refused",
};

describe("the audit trail as each role reads it", () => {
  it("shows admins everything, a failed sign-in's typed text cut short and set apart from staff addresses", () => {
    expect(visibleAuditRow(row, { admin: true })).toMatchObject({ ...row, customerIpHidden: false, typedSignIn: null });
    const shown = visibleAuditRow(failedSignIn, { admin: true });
    expect(shown.staffEmail).toBe("Unknown account");
    expect(shown.typedSignIn).toEqual({ text: `${typed.slice(0, 40)}…` });
    expect(shown.clientAddress).toBe("203.0.113.9");
  });

  it("shows others who did what, but no customer IP, no browser address and nothing typed into a failed sign-in", () => {
    const action = visibleAuditRow(row, { admin: false });
    expect(action).toMatchObject({ staffEmail: row.staffEmail, action: "acceptDrawdown", customerId: "c-1" });
    expect(action).toMatchObject({
      customerIp: null,
      customerIpSource: null,
      clientAddress: null,
      customerIpHidden: true,
    });
    const signIn = visibleAuditRow(failedSignIn, { admin: false });
    expect(signIn.typedSignIn).toEqual({ text: null });
    expect(JSON.stringify(signIn)).not.toContain("horse");
    // A failed sign-in of a real account names it: the typed text is that account's address.
    const known = visibleAuditRow(
      { ...failedSignIn, staffUserId: "id-viewer", staffEmail: "viewer@hedge-desk.test" },
      {
        admin: false,
      },
    );
    expect(known.staffEmail).toBe("viewer@hedge-desk.test");
  });
});
