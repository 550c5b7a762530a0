import { describe, expect, it } from "vitest";
import { kindLabel, renderDigest, renderInstant, type MailAlert } from "./render";

const alert = (fields: Partial<MailAlert> = {}): MailAlert => ({
  kind: "approvalRequested",
  customerName: "Smith & <Sons>",
  objectType: "drawdown",
  objectId: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  linkPath: "/approvals?request=1&x=2",
  deadlineAt: new Date("2026-07-01T12:00:00Z"),
  ...fields,
});

describe("mail rendering", () => {
  it("names kinds as staff read them", () => {
    expect(kindLabel("approvalRequested")).toBe("Approval requested");
    expect(kindLabel("itemOpened:overdue")).toBe("Item opened: overdue");
    expect(kindLabel("auditChainFailed")).toBe("Audit chain failed");
  });
  it("an instant mail: short id, deadline in the person's zone, escaped HTML, the link from APP_URL", () => {
    const mail = renderInstant(alert(), "America/New_York", "https://desk.example.com");
    expect(mail.subject).toBe("Approval requested: Smith & <Sons>, drawdown 6f1c2d3e");
    expect(mail.text).toContain("It runs out 1 Jul 2026, 08:00:00 GMT-4.");
    expect(mail.text).toContain("Open it: https://desk.example.com/approvals?request=1&x=2");
    expect(mail.html).toContain("Smith &amp; &lt;Sons&gt;");
    expect(mail.html).not.toContain("<Sons>");
    expect(mail.html).toContain('href="https://desk.example.com/approvals?request=1&amp;x=2"');
  });
  it("a link path cannot send the reader to another site", () => {
    const mail = renderInstant(alert({ linkPath: "//evil.example/x" }), "UTC", "https://desk.example.com");
    expect(mail.text).toContain("Open it: https://desk.example.com/");
    expect(mail.text).not.toContain("evil.example");
  });
  it("a digest counts and groups by kind", () => {
    const mail = renderDigest(
      [alert(), alert({ kind: "syncFailed", customerName: null, objectId: null, deadlineAt: null }), alert()],
      "UTC",
      "https://desk.example.com",
    );
    expect(mail.subject).toBe("Hedge Desk digest: 3 alerts");
    expect(mail.text).toMatch(/Approval requested \(2\)\n- .*\n- .*\n\nSync failed \(1\)\n- Hedge Desk: https/);
  });
});
