import { OpenAPIHono } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { type Db, getDb } from "@/lib/db";
import { basicAuth } from "./auth";
import { type Clock, createClock } from "./clock";
import { SANDBOX_BASE_PATH, type SandboxConfig, loadSandboxConfig } from "./config";
import type { SandboxApp, SandboxDeps, SandboxEnv } from "./context";
import { SandboxError, handleError, respondWithError, validationHook } from "./errors";
import { injectFaults } from "./faults";
import { logSandboxRequests } from "./request-log";
import { openApiDocument, registerSecurityScheme } from "./openapi";
import { productionAnswers, withStoredIds } from "./production-profile/middleware";
import { registerConversionRoutes } from "./routes/conversions";
import { registerCustomerRoutes } from "./routes/customers";
import { registerDrawdownRoutes } from "./routes/drawdowns";
import { registerDualHedgeRoutes } from "./routes/dual-hedge-routes";
import { registerEarlySettlementRoutes } from "./routes/early-settlement";
import { ensureSeeded } from "./seed";

export type CreateSandboxAppOptions = {
  config?: SandboxConfig;
  clock?: Clock;
  getDb?: () => Promise<Db>;
};

/** Order of checks (docs/interface.md, "Status codes"): 503 (injected) → 401 → 403 → 451 → 404 → 422 (shape) → 412 (state) → 422 (rules). */
export function createSandboxApp(options: CreateSandboxAppOptions = {}): SandboxApp {
  const config = options.config ?? loadSandboxConfig();
  const clock = options.clock ?? createClock(config.clockOffsetSeconds);
  const openDb = options.getDb ?? getDb;
  const deps: SandboxDeps = {
    config,
    clock,
    db: async () => {
      const db = await openDb();
      await ensureSeeded(db, config, clock);
      return db;
    },
  };

  const app: SandboxApp = new OpenAPIHono<SandboxEnv>({ defaultHook: validationHook }).basePath(SANDBOX_BASE_PATH);
  app.onError(handleError);
  app.notFound((c) =>
    respondWithError(c, new SandboxError(404, "Not found", `No operation ${c.req.method} ${c.req.path}`)),
  );

  // Registered before authentication and fault injection: the document is public and always up.
  registerSecurityScheme(app);
  let document: unknown;
  app.get("/openapi.json", (c) => {
    try {
      document ??= openApiDocument(app);
    } catch (error) {
      // The generator throws plain objects, which Hono's onError would not see.
      console.error("[sandbox] generating the OpenAPI document failed", error);
      return respondWithError(c, new SandboxError(500, "Could not generate the OpenAPI document"));
    }
    return c.json(document);
  });

  app.use(
    "*",
    createMiddleware<SandboxEnv>(async (c, next) => {
      c.set("deps", deps);
      await next();
    }),
  );
  app.use("*", logSandboxRequests);
  app.use("*", injectFaults);
  app.use("*", basicAuth);
  app.use(
    "*",
    createMiddleware<SandboxEnv>(async (c, next) => {
      c.set("db", await deps.db());
      await next();
    }),
  );
  if (config.profile === "production") {
    app.use("*", productionAnswers);
    // Routing reads the path before any middleware runs: non-v4 ids are mapped back before it.
    const fetch = app.fetch;
    app.fetch = async (request, ...rest) => fetch(await withStoredIds(request), ...rest);
  }

  registerCustomerRoutes(app);
  registerDualHedgeRoutes(app);
  registerDrawdownRoutes(app);
  registerEarlySettlementRoutes(app);
  registerConversionRoutes(app);
  return app;
}
