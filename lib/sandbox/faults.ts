import { createMiddleware } from "hono/factory";
import { SANDBOX_BASE_PATH } from "./config";
import type { SandboxEnv } from "./context";
import { ipRejected, SandboxError } from "./errors";
import { takeFault } from "./fault-plan";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decided before authentication, like an outage in front of the service. */
export const injectFaults = createMiddleware<SandboxEnv>(async (c, next) => {
  const { latencyMs, failureRate } = c.get("deps").config;
  if (latencyMs > 0) await sleep(latencyMs);
  const planned = takeFault(c.req.method, c.req.path.slice(SANDBOX_BASE_PATH.length));
  if (planned.fail === 451) throw ipRejected();
  if (planned.fail) throw new SandboxError(503, "Service temporarily unavailable", "Injected failure (fault plan)");
  if (failureRate > 0 && Math.random() < failureRate) {
    throw new SandboxError(503, "Service temporarily unavailable", "Injected failure (SANDBOX_FAILURE_RATE)");
  }
  await next();
  if (planned.delayResponseMs > 0) await sleep(planned.delayResponseMs);
});
