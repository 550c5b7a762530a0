import type { OpenAPIHono } from "@hono/zod-openapi";
import type { BlankSchema } from "hono/types";
import type { Db } from "@/lib/db";
import type { Clock } from "./clock";
import type { SANDBOX_BASE_PATH, SandboxConfig } from "./config";
import type { DualHedgeRecord } from "./store/dual-hedge-store";
import type { CustomerRow, HedgeRow } from "./store/rows";

export type SandboxDeps = {
  config: SandboxConfig;
  clock: Clock;
  db: () => Promise<Db>;
};

export type Access = "write" | "read";

export type SandboxEnv = {
  Variables: {
    deps: SandboxDeps;
    access: Access;
    db: Db;
    // Set by the resource loaders (404s) that run before body validation (422s).
    customer: CustomerRow;
    hedge: HedgeRow;
    dualHedge: DualHedgeRecord;
  };
};

export type SandboxApp = OpenAPIHono<SandboxEnv, BlankSchema, typeof SANDBOX_BASE_PATH>;
