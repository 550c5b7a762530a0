import { describe, expect, it } from "vitest";
import { AUDIT_CSV_COLUMNS, auditCsvHeader, auditCsvLine } from "./csv";
import type { AuditRow } from "./query";

const row: AuditRow = {
  id: 7,
  occurredAt: "2026-11-25T04:00:00.000Z",
  staffUserId: "u-1",
  staffEmail: "operator@hedge-desk.test",
  action: "cancelDualHedge",
  customerId: "c-1",
  targetIds: { dualHedgeId: "d-1" },
  customerIp: "203.0.113.7",
  customerIpSource: "typed",
  clientAddress: null,
  detail: null,
  outcome: "failed",
  outcomeAt: "2026-11-25T04:00:01.000Z",
  upstreamStatus: 412,
  errorKind: "precondition",
  errorMessage: '=HYPERLINK("http://evil") - said "no", twice',
  requestId: null,
  earlierOutcome: null,
};

describe("the audit trail as CSV", () => {
  it("has one header cell per column and one line per row, in the same order", () => {
    expect(auditCsvHeader()).toBe(`${AUDIT_CSV_COLUMNS.map((column) => `"${column}"`).join(",")}\r\n`);
    const cells = auditCsvLine(row).trimEnd();
    expect(
      cells.startsWith(
        '7,"2026-11-25T04:00:00.000Z","operator@hedge-desk.test","u-1","cancelDualHedge","c-1","{""dualHedgeId"":""d-1""}","203.0.113.7","typed",,"","failed",',
      ),
    ).toBe(true);
    expect(cells.endsWith(',412,"precondition","\'=HYPERLINK(""http://evil"") - said ""no"", twice",,,,')).toBe(true);
  });

  it("leaves empty target ids and nulls as empty cells", () => {
    expect(auditCsvLine({ ...row, targetIds: {}, customerId: null, errorMessage: null, upstreamStatus: null })).toBe(
      '7,"2026-11-25T04:00:00.000Z","operator@hedge-desk.test","u-1","cancelDualHedge",,"","203.0.113.7","typed",,"","failed","2026-11-25T04:00:01.000Z",,"precondition",,,,,\r\n',
    );
  });

  it("carries a security event's browser address and detail, a typed email defused like any cell", () => {
    const event: AuditRow = {
      ...row,
      staffEmail: "=cmd@evil.test",
      action: "signInFailed",
      customerId: null,
      targetIds: {},
      customerIp: null,
      customerIpSource: null,
      clientAddress: "198.51.100.4",
      detail: { status: 401 },
      outcome: "refused",
      upstreamStatus: null,
      errorKind: "invalid-credentials",
      errorMessage: null,
    };
    expect(auditCsvLine(event)).toBe(
      `7,"2026-11-25T04:00:00.000Z","'=cmd@evil.test","u-1","signInFailed",,"",,,"198.51.100.4","{""status"":401}","refused","2026-11-25T04:00:01.000Z",,"invalid-credentials",,,,,\r\n`,
    );
  });

  it("shows an `unknown` that the call's late answer followed, beside that answer", () => {
    const late = {
      ...row,
      outcome: "succeeded" as const,
      earlierOutcome: { outcome: "unknown" as const, at: "2026-11-25T04:03:00.000Z", errorMessage: "No outcome" },
    };
    expect(
      auditCsvLine(late)
        .trimEnd()
        .endsWith(
          ',"succeeded","2026-11-25T04:00:01.000Z",412,"precondition","\'=HYPERLINK(""http://evil"") - said ""no"", twice",,"unknown","2026-11-25T04:03:00.000Z","No outcome"',
        ),
    ).toBe(true);
  });
});
