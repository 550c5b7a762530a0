import { z } from "zod";

// Matched literally: a pattern from the admin endpoint must never be able to stall the process.
const literalPath = z
  .string()
  .min(1)
  .max(300)
  .refine((value) => !/[\^$*+?()[\]{}|\\]/.test(value), "a literal path, not a regular expression");

/** Deterministic faults tests switch on at runtime (admin.ts); per process, as they belong to the test double, not the service's state. */
export const faultRuleSchema = z.strictObject({
  method: z.enum(["GET", "POST"]).optional(),
  path: literalPath.refine((value) => value.startsWith("/"), "must start with /").optional(),
  pathEndsWith: literalPath.optional(),
  /** Answer the next `fail` matching requests 503 without running them (as an outage in front of the service). */
  fail: z.number().int().min(0).max(1000).default(0),
  /** What those failures answer: 503 when absent, or 451 as the service refusing a customer IP. */
  failStatus: z.union([z.literal(503), z.literal(451)]).optional(),
  /** Run each matching request, then hold its answer this long: the operation took effect, the caller waits. */
  delayResponseMs: z.number().int().min(0).max(120_000).default(0),
});
export const faultPlanSchema = z.strictObject({ rules: z.array(faultRuleSchema).max(20) });

export type FaultRule = z.infer<typeof faultRuleSchema>;
export type FaultPlan = { rules: FaultRule[] };

const store = globalThis as unknown as { hedgeDeskSandboxFaults?: FaultPlan };

export function faultPlan(): FaultPlan {
  return (store.hedgeDeskSandboxFaults ??= { rules: [] });
}

export function setFaultPlan(plan: FaultPlan): FaultPlan {
  store.hedgeDeskSandboxFaults = { rules: plan.rules.map((rule) => ({ ...rule })) };
  return faultPlan();
}

/** The first matching rule with failures left spends one; the longest matching delay applies. */
export function takeFault(method: string, path: string): { fail: 503 | 451 | null; delayResponseMs: number } {
  const matching = faultPlan().rules.filter(
    (rule) =>
      (!rule.method || rule.method === method) &&
      (!rule.path || rule.path === path) &&
      (!rule.pathEndsWith || path.endsWith(rule.pathEndsWith)),
  );
  const failing = matching.find((rule) => rule.fail > 0);
  if (failing) failing.fail -= 1;
  return {
    fail: failing ? (failing.failStatus ?? 503) : null,
    delayResponseMs: Math.max(0, ...matching.map((rule) => rule.delayResponseMs)),
  };
}
