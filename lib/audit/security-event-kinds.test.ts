import { describe, expect, it } from "vitest";
import { auditActionLabel } from "./security-event-kinds";

describe("auditActionLabel", () => {
  it("reads every action staff can take, security events too; an unknown name stays as written", () => {
    expect(auditActionLabel("acceptDrawdown")).toBe("Accept drawdown");
    expect(auditActionLabel("cancelDualHedge")).toBe("Cancel dual hedge");
    expect(auditActionLabel("signInFailed")).toBe("Sign-in failed");
    expect(auditActionLabel("somethingNew")).toBe("somethingNew");
  });
});
