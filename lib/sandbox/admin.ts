import { Hono } from "hono";
import { sameText } from "./auth";
import type { SandboxConfig } from "./config";
import { faultPlan, faultPlanSchema, setFaultPlan } from "./fault-plan";
import { sandboxRequestLog } from "./request-log";

/** Where the test aids answer: beside the service's API, never inside it. */
export const SANDBOX_ADMIN_PATH = "/sandbox/admin";

export function isSandboxAdmin(
  authorization: string | null | undefined,
  config: Pick<SandboxConfig, "clientId" | "clientSecret">,
): boolean {
  const expected = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;
  return sameText(authorization ?? "", expected);
}

/** Test aids (request log, fault plan) beside the service's API, not part of it; behind the partner key. */
export function createSandboxAdminApp(config: SandboxConfig) {
  const app = new Hono().basePath(SANDBOX_ADMIN_PATH);
  app.use("*", async (c, next) => {
    if (!isSandboxAdmin(c.req.header("authorization"), config)) {
      return c.json({ message: "Send the sandbox key as HTTP Basic credentials" }, 401);
    }
    await next();
  });
  app.get("/requests", (c) => c.json(sandboxRequestLog()));
  app.get("/faults", (c) => c.json(faultPlan()));
  app.put("/faults", async (c) => {
    const parsed = faultPlanSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const reason = parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
        .join("; ");
      return c.json({ message: "Request failed validation", reason }, 422);
    }
    return c.json(setFaultPlan(parsed.data));
  });
  app.delete("/faults", (c) => c.json(setFaultPlan({ rules: [] })));
  app.notFound((c) => c.json({ message: "Not found" }, 404));
  return app;
}
