import { createMiddleware } from "hono/factory";
import { SANDBOX_BASE_PATH } from "./config";
import type { SandboxEnv } from "./context";
import { SandboxError } from "./errors";
import { takeFault } from "./fault-plan";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Optional fault injection for resilience tests, decided before authentication like an outage in
 * front of the service: a fixed delay on every request and a share answered 503 (configuration),
 * plus the runtime fault plan (fault-plan.ts): the next N matching requests answered 503, or a
 * matching request run and its answer held back.
 */
export const injectFaults = createMiddleware<SandboxEnv>(async (c, next) => {
  const { latencyMs, failureRate } = c.get("deps").config;
  if (latencyMs > 0) await sleep(latencyMs);
  const planned = takeFault(c.req.method, c.req.path.slice(SANDBOX_BASE_PATH.length));
  if (planned.fail) throw new SandboxError(503, "Service temporarily unavailable", "Injected failure (fault plan)");
  if (failureRate > 0 && Math.random() < failureRate) {
    throw new SandboxError(503, "Service temporarily unavailable", "Injected failure (SANDBOX_FAILURE_RATE)");
  }
  await next();
  if (planned.delayResponseMs > 0) await sleep(planned.delayResponseMs);
});
