import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/**
 * Server-side configuration shared by the database, the sandbox and the app shell.
 * The hedging service's base URL and keys are NOT here: only lib/hedging/ reads those.
 */
export const serverEnv = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  },
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
});
