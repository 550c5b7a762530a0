import { describe, expect, it } from "vitest";
import { allLegs, drawdownQuotePath, sandboxForThisFile, utcDate } from "./support/fixtures";
import { CUSTOMER_IP, expectOk } from "./support/http";
import { fixedBody } from "./support/money";
import { drawdownProposalSchema } from "./support/schemas";

/**
 * docs/interface.md, "Drawdowns": a drawdown executes on the day it is quoted and settles on the next business day
 * (Saturday and Sunday are not business days). The sandbox's clock is moved with
 * SANDBOX_CLOCK_OFFSET_SECONDS to noon UTC of a Friday and of a Sunday, so both weekend cases are
 * met whatever day the suite runs on (drawdowns.test.ts covers the real today).
 */
function offsetToNext(weekday: number): { offsetSeconds: number; day: string } {
  const target = new Date();
  target.setUTCHours(12, 0, 0, 0);
  do target.setUTCDate(target.getUTCDate() + 1);
  while (target.getUTCDay() !== weekday);
  return { offsetSeconds: Math.round((target.getTime() - Date.now()) / 1000), day: utcDate(target.getTime()) };
}

const cases: { name: string; weekday: number; settlesAfterDays: number }[] = [
  { name: "a Friday settles on the Monday", weekday: 5, settlesAfterDays: 3 },
  { name: "a Sunday settles on the Monday", weekday: 0, settlesAfterDays: 1 },
];

for (const c of cases) {
  describe(`drawdown dates when the sandbox's today is ${c.weekday === 5 ? "Friday" : "Sunday"}`, () => {
    const { offsetSeconds, day } = offsetToNext(c.weekday);
    const ctx = sandboxForThisFile({ SANDBOX_CLOCK_OFFSET_SECONDS: String(offsetSeconds) });

    it(`executes on the sandbox's today; ${c.name}`, async () => {
      const ref = (await allLegs(ctx.api)).find((r) => r.leg.status === "Active" && r.leg[r.leg.fixedSide] >= 100)!;
      const proposal = expectOk(
        await ctx.api.post(drawdownQuotePath(ref.customerId, ref.leg.id), {
          body: fixedBody(ref.leg, 10),
          ip: CUSTOMER_IP,
        }),
        drawdownProposalSchema,
      );
      expect(proposal.endAt).toBe(day);
      const settles = new Date(`${day}T00:00:00Z`);
      settles.setUTCDate(settles.getUTCDate() + c.settlesAfterDays);
      expect(proposal.settlementAt).toBe(utcDate(settles.getTime()));
      // The proposal's validity follows the same clock.
      expect(proposal.validUntilTs).toBeGreaterThan(Date.now() / 1000 + offsetSeconds);
      expect(proposal.validUntilTs).toBeLessThan(Date.now() / 1000 + offsetSeconds + 3600);
    });
  });
}
