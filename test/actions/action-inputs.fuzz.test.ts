import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startActionsUpstream } from "./actions-upstream";
import type { SafeActionResultLike } from "@/lib/errors/action-error";

// An operator's session, so only the input can be wrong; everything after it is real.
const signedIn = async () => ({
  user: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" },
});
vi.mock("@/lib/auth/session", () => ({
  getSession: signedIn,
  getSessionIncludingPasswordChange: signedIn,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const { dataDir, upstream } = await startActionsUpstream("fuzz");

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { cancelDualHedgeAction } = await import("@/lib/actions/cancel-dual-hedge-action");
const { quoteDrawdownAction, acceptDrawdownAction } = await import("@/lib/actions/drawdowns");
const { quoteEarlySettlementAction, acceptEarlySettlementAction } = await import("@/lib/actions/early-settlements");
const { closeDatabase } = await import("@/lib/db");

afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const id = "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5f";
const leg = { customerId: id, dualHedgeId: id, hedgeId: id };

// Values no field accepts as an id, an IPv4 address, an amount or a reason (list URLs: lib/search-params/search-params.test.ts).
const badId = fc.oneof(
  fc.constantFrom(
    "",
    "not-a-uuid",
    `${id}0`,
    id.slice(1),
    id.replaceAll("-", ""),
    "' OR 1=1 --",
    "../../etc/passwd",
    "7d4c2a2e-4b8f-4a57-9a6e-1f1b2c3d4e5g",
  ),
  fc.string({ maxLength: 40 }).filter((text) => !/^[0-9a-f-]{36}$/i.test(text.trim())),
  fc.integer(),
  fc.constant(null),
);
const badIp = fc.oneof(
  fc.constantFrom(
    "::1",
    "2001:db8::1",
    "256.1.1.1",
    "1.2.3",
    "1.2.3.4.5",
    "01.2.3.4",
    "1.2.3.-4",
    "localhost",
    "1.2.3.4/24",
    "999.999.999.999",
  ),
  fc.ipV6(),
  fc
    .tuple(fc.integer({ min: 256, max: 100_000 }), fc.nat(255), fc.nat(255), fc.nat(255))
    .map((octets) => octets.join(".")),
);
const badAmount = fc.oneof(
  fc.constantFrom(
    "NaN",
    "Infinity",
    "-Infinity",
    "-10",
    "1e5",
    "10,5",
    " ",
    "",
    "10 000",
    "0x10",
    "9".repeat(40),
    "1.2.3",
    "+10",
  ),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 1e308, 10),
  fc.string({ maxLength: 12 }).filter((text) => !/^\d+(\.\d+)?$/.test(text.trim())),
);
const badReason = fc.oneof(fc.constantFrom("", "   ", "x".repeat(501)), fc.integer(), fc.constant(null));
const extraProperty = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).filter(
    (key) =>
      !(
        key in
        {
          ...leg,
          amount: 1,
          customerIp: 1,
          reason: 1,
          drawdownProposalId: 1,
          earlySettlementProposalId: 1,
          drawdownId: 1,
        }
      ),
  ),
  fc.anything(),
  { minKeys: 1, maxKeys: 2 },
);

type AnyAction = (input: never) => Promise<SafeActionResultLike<unknown> | undefined>;
const cases: { name: string; action: AnyAction; input: fc.Arbitrary<Record<string, unknown>> }[] = [
  {
    name: "cancelDualHedge: bad ids",
    action: cancelDualHedgeAction,
    input: badId.map((bad) => ({ customerId: id, dualHedgeId: bad, reason: "ok" })),
  },
  {
    name: "cancelDualHedge: bad reason",
    action: cancelDualHedgeAction,
    input: badReason.map((reason) => ({ customerId: id, dualHedgeId: id, reason })),
  },
  {
    name: "cancelDualHedge: bad customer IP",
    action: cancelDualHedgeAction,
    input: badIp.map((customerIp) => ({ customerId: id, dualHedgeId: id, reason: "ok", customerIp })),
  },
  {
    name: "quoteDrawdown: bad amount",
    action: quoteDrawdownAction,
    input: badAmount.map((amount) => ({ ...leg, amount })),
  },
  {
    name: "quoteDrawdown: bad customer IP",
    action: quoteDrawdownAction,
    input: badIp.map((customerIp) => ({ ...leg, amount: "10", customerIp })),
  },
  {
    name: "quoteDrawdown: bad hedge id",
    action: quoteDrawdownAction,
    input: badId.map((hedgeId) => ({ ...leg, hedgeId, amount: "10" })),
  },
  {
    name: "acceptDrawdown: bad proposal id",
    action: acceptDrawdownAction,
    input: badId.map((drawdownProposalId) => ({ ...leg, drawdownProposalId })),
  },
  {
    name: "quoteEarlySettlement: bad customer id",
    action: quoteEarlySettlementAction,
    input: badId.map((customerId) => ({ ...leg, customerId })),
  },
  {
    name: "acceptEarlySettlement: bad proposal id",
    action: acceptEarlySettlementAction,
    input: badId.map((earlySettlementProposalId) => ({ ...leg, earlySettlementProposalId })),
  },
  {
    name: "cancelDualHedge: bad id",
    action: cancelDualHedgeAction,
    input: badId.map((dualHedgeId) => ({ customerId: id, dualHedgeId, reason: "ok" })),
  },
  {
    name: "quoteDrawdown: extra properties",
    action: quoteDrawdownAction,
    input: extraProperty.map((extra) => ({ ...leg, amount: "10", ...extra })),
  },
  {
    name: "cancelDualHedge: extra properties",
    action: cancelDualHedgeAction,
    input: extraProperty.map((extra) => ({ customerId: id, dualHedgeId: id, reason: "ok", ...extra })),
  },
];

describe("every action input is validated before any upstream call", () => {
  it.each(cases)("$name", async ({ action, input }) => {
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const before = upstream.requests.length;
        const outcome = toActionOutcome<unknown>(await action(value as never));
        expect(outcome).toMatchObject({ ok: false, error: { kind: "validation" } });
        expect(upstream.requests.length).toBe(before);
      }),
      { numRuns: 60 },
    );
  });
});
