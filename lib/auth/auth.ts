import "server-only";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from "@/lib/db/schema";
import { serverEnv } from "@/lib/env/server";
import { logger } from "@/lib/log/logger";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { accountBackoffPlugin } from "./account-backoff-plugin";
import { AUTH_COOKIE_PREFIX, CLIENT_ADDRESS_HEADER } from "./cookie-name";
import { DISABLED_AUTH_PATHS } from "./disabled-paths";
import { resolveAuthSecret } from "./secret";

export const AUTH_BASE_PATH = "/api/auth";
export const SIGN_IN_PATH = "/sign-in/email";
export const TWO_FACTOR_PATHS = "/two-factor/*";

export interface AuthSettings {
  baseURL: string;
  trustedOrigins: string[];
  secret: string;
  sessionMaxAgeSeconds: number;
  signInLimit: { max: number; windowSeconds: number };
  allowDemoAccounts?: boolean;
}

export const DEMO_ACCOUNT_REFUSED = "DEMO_ACCOUNT_REFUSED";
export const DEMO_ACCOUNT_REFUSED_MESSAGE =
  "Demo accounts cannot sign in: Hedge Desk is connected to the real hedging service. Ask an admin for an account of your own.";

export const TEMPORARY_PASSWORD_EXPIRED = "TEMPORARY_PASSWORD_EXPIRED";
export const TEMPORARY_PASSWORD_EXPIRED_MESSAGE =
  "This temporary password has expired. Ask an admin to reset your password again.";

export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";
export const ACCOUNT_DISABLED_MESSAGE = "This account is disabled. Ask an admin to re-enable it.";

export function authSettingsFromEnv(env = serverEnv): Omit<AuthSettings, "secret"> {
  const local = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  const configured = env.APP_URL ?? env.BETTER_AUTH_URL;
  const baseURL = configured ? new URL(configured).origin : local[0]!;
  const extra = (env.AUTH_TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    baseURL,
    trustedOrigins: [...new Set([baseURL, ...local, ...extra])],
    sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
    signInLimit: { max: env.SIGN_IN_RATE_LIMIT_MAX, windowSeconds: env.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS },
  };
}

// TOTP from an authenticator app only (no codes by e-mail); backup codes encrypted at rest.
const TWO_FACTOR_OPTIONS = {
  issuer: "Hedge Desk",
  backupCodeOptions: { amount: 10, storeBackupCodes: "encrypted" },
} satisfies Parameters<typeof twoFactor>[0];

const authLog = logger.child({ component: "better-auth" });

export function createAuth(db: Db, settings: AuthSettings) {
  return betterAuth({
    appName: "Hedge Desk",
    baseURL: settings.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    trustedOrigins: settings.trustedOrigins,
    disabledPaths: DISABLED_AUTH_PATHS,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
        twoFactor: authTwoFactors,
      },
    }),
    // Accounts come from admins and `npm run user:create`, never from a public sign-up.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: 12,
      maxPasswordLength: 256,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "viewer", input: false },
        isDemo: { type: "boolean", required: false, defaultValue: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
        mustChangePassword: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Whatever route a sign-in takes: a disabled account gets no session, nor a demo account unless in sandbox mode.
          before: async (session) => {
            const [user] = await db
              .select({
                isDemo: authUsers.isDemo,
                disabledAt: authUsers.disabledAt,
                // The database's clock decides, as for every other expiry.
                temporaryExpired: sql<boolean>`${authUsers.mustChangePassword} and ${authUsers.temporaryPasswordExpiresAt} <= now()`,
              })
              .from(authUsers)
              .where(eq(authUsers.id, session.userId));
            if (user?.disabledAt)
              throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED, message: ACCOUNT_DISABLED_MESSAGE });
            if (user?.temporaryExpired) {
              throw new APIError("FORBIDDEN", {
                code: TEMPORARY_PASSWORD_EXPIRED,
                message: TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
              });
            }
            if (user?.isDemo && !settings.allowDemoAccounts) {
              throw new APIError("FORBIDDEN", { code: DEMO_ACCOUNT_REFUSED, message: DEMO_ACCOUNT_REFUSED_MESSAGE });
            }
          },
        },
      },
    },
    session: {
      // A fixed lifetime from sign-in: no sliding renewal, so a stolen cookie dies on schedule.
      expiresIn: settings.sessionMaxAgeSeconds,
      disableSessionRefresh: true,
      // Every request reads the session row, so sign-out and role changes take effect at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        [SIGN_IN_PATH]: { window: settings.signInLimit.windowSeconds, max: settings.signInLimit.max },
        // Codes and the password checks of enrol/disable count like sign-in attempts (handler.ts refunds successes).
        [TWO_FACTOR_PATHS]: { window: settings.signInLimit.windowSeconds, max: settings.signInLimit.max },
      },
    },
    advanced: {
      database: { joins: true },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: settings.baseURL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    // Into our structured log. "Invalid password" / "User not found" stay on the server (debug).
    logger: {
      level: "warn",
      log: (level, message) => {
        const quiet = message === "Invalid password" || message === "User not found";
        authLog[quiet ? "debug" : level](message);
      },
    },
    // Must stay the last plugin: it copies better-auth's cookies into Next's response in actions.
    plugins: [twoFactor(TWO_FACTOR_OPTIONS), accountBackoffPlugin(`${AUTH_BASE_PATH}${SIGN_IN_PATH}`), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { hedgeDeskAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  globalForAuth.hedgeDeskAuth ??= (async () => {
    const db = await getDb();
    const secret = await resolveAuthSecret(db, { embeddedSandbox: isEmbeddedSandbox() });
    return createAuth(db, { ...authSettingsFromEnv(), secret, allowDemoAccounts: isEmbeddedSandbox() });
  })().catch((error) => {
    globalForAuth.hedgeDeskAuth = undefined;
    throw error;
  });
  return globalForAuth.hedgeDeskAuth;
}
