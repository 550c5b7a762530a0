import { describe, expect, it } from "vitest";
import { changeStaffRoleSchema } from "@/lib/auth/schemas";
import { CONTROL_CHARACTER_MESSAGE } from "@/lib/domain/control-characters";
import { bookSearchSchema } from "@/lib/schemas/book-search";
import { cancelDualHedgeSchema } from "@/lib/schemas/cancel-dual-hedge-input";
import { rejectRequestSchema } from "@/lib/schemas/approvals";
import { auditListUrl } from "@/lib/search-params/audit";
import { bookListUrl } from "@/lib/search-params/book";
import { customerListUrl } from "@/lib/search-params/customers";
import { readDeskParams } from "@/lib/search-params/desk";
import { approvalPolicyInputSchema } from "@/lib/domain/approval-policy-schema";

// A NUL reached Postgres from a search, a list filter or a form and came back as a 500: every edge refuses it first.

const CONTROLS = ["\u0000", "\u0007", "\u001b", "\u007f", "\t", "\n"];
const ids = { customerId: "5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c", dualHedgeId: "0d5b9f7e-1c2a-4b3d-9e8f-7a6b5c4d3e2f" };

describe("every input refuses control characters with a clear message", () => {
  it.each(CONTROLS)("the header's search and the list filters (%j)", (control) => {
    const search = bookSearchSchema.safeParse({ q: `acme${control}` });
    expect(search.success).toBe(false);
    expect(search.error!.issues[0]!.message).toContain(CONTROL_CHARACTER_MESSAGE);

    const lists = [
      bookListUrl.read(bookListUrl.load(new URLSearchParams({ customer: `a${control}b` }))),
      auditListUrl.read(auditListUrl.load(new URLSearchParams({ staff: `${control}x` }))),
      auditListUrl.read(auditListUrl.load(new URLSearchParams({ customer: `x${control}` }))),
      customerListUrl.read(customerListUrl.load(new URLSearchParams({ external_id: `x${control}` }))),
    ];
    for (const read of lists) {
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.problems[0]!.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(readDeskParams({ customer: `a${control}`, pair: null, refresh: null }).problems[0]!.message).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
  });

  it("the forms: an account id, a reason (line breaks kept), the approval policy's amounts", () => {
    expect(changeStaffRoleSchema.safeParse({ userId: "u\u00001", role: "viewer" }).error!.issues[0]!.message).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
    const reason = (text: string) =>
      cancelDualHedgeSchema.safeParse({ ...ids, reason: text }).error?.issues[0]?.message ?? null;
    expect(reason("Customer asked\nby phone,\tTuesday")).toBeNull();
    expect(reason("Customer asked\u0000")).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(
      rejectRequestSchema.safeParse({ approvalId: ids.customerId, reason: "no\u0007" }).error!.issues[0]!.message,
    ).toBe(CONTROL_CHARACTER_MESSAGE);
    const rule = (thresholds: string) => ({ mode: "fromAmount", thresholds });
    const policy = approvalPolicyInputSchema.safeParse({
      cancelDualHedge: rule("EUR 10000\u0000"),
      acceptDrawdown: { mode: "off", thresholds: "" },
      acceptEarlySettlement: { mode: "off", thresholds: "" },
      expiryHours: "24",
    });
    expect(policy.error!.issues.map((issue) => issue.message)).toContain(CONTROL_CHARACTER_MESSAGE);
  });

  it("leaves printable text alone", () => {
    expect(bookSearchSchema.parse({ q: " Müller & Söhne; Zürich " }).q).toBe("Müller & Söhne; Zürich");
    expect(bookListUrl.read(bookListUrl.load(new URLSearchParams({ customer: "O'Brien" }))).ok).toBe(true);
  });
});
