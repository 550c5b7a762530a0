import { createMiddleware } from "hono/factory";
import type { SandboxEnv } from "./context";
import { SandboxError } from "./errors";

/**
 * Optional fault injection for resilience tests: a fixed delay on every request and a share of
 * requests answered 503, decided before authentication like an outage in front of the service.
 */
export const injectFaults = createMiddleware<SandboxEnv>(async (c, next) => {
  const { latencyMs, failureRate } = c.get("deps").config;
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  if (failureRate > 0 && Math.random() < failureRate) {
    throw new SandboxError(503, "Service temporarily unavailable", "Injected failure (SANDBOX_FAILURE_RATE)");
  }
  await next();
});
