import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/** "1"/"true"/"yes" → true; unset, "0", "false", "no" → false. */
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .default("0")
  .transform((value) => value === "1" || value === "true" || value === "yes");

/**
 * Server-side configuration shared by the database, the sandbox and the app shell.
 * The hedging service's base URL and keys are NOT here: only lib/hedging/ reads those.
 * Nor is the sign-in secret: only lib/auth/secret.ts reads BETTER_AUTH_SECRET.
 */
export const serverEnv = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    // --- Staff sign-in (lib/auth) ---
    /** The public origin staff open, e.g. https://desk.example.com. BETTER_AUTH_URL is accepted as an alias. */
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    BETTER_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Extra origins allowed to post to /api/auth (comma-separated), e.g. a second hostname of the same app. */
    AUTH_TRUSTED_ORIGINS: z.string().optional(),
    /** Behind a reverse proxy that sets X-Forwarded-For: take the client address from it (its right-most entry). Never set it without one. */
    TRUST_PROXY: flag,
    SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(12 * 3600),
    SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** An attempt with no outcome after this long is marked `unknown` in the audit trail. */
    AUDIT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).default(2),
  },
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
});
