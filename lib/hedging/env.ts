import "server-only";
import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";
import { isLoopbackUrl } from "./loopback";
import { QUERY_NAME, type QueryNames } from "./paths";
import { DEFAULT_MAX_RESPONSE_BYTES } from "./transport";

const PLAIN_HTTP_REFUSED =
  "HEDGING_API_BASE_URL must start with https:// (the API keys travel in its Authorization header); " +
  "plain http:// is accepted only for a loopback address (127.0.0.0/8, ::1, localhost)";

const queryName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.[\]-]{0,63}$/, {
  message: "a query parameter name: a letter, then up to 63 letters, digits or _ . - [ ]",
});

/** The only reader of the hedging service's address and keys; `server-only` fails a client build that reaches it. */
export function readHedgingEnv() {
  return createEnv({
    server: {
      HEDGING_API_BASE_URL: z
        .url({ protocol: /^https?$/ })
        .refine((url) => url.startsWith("https:") || isLoopbackUrl(url), { message: PLAIN_HTTP_REFUSED })
        .optional(),
      HEDGING_API_CLIENT_ID: z.string().min(1).optional(),
      HEDGING_API_CLIENT_SECRET: z.string().min(1).optional(),
      HEDGING_API_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
      HEDGING_API_MAX_RESPONSE_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_RESPONSE_BYTES),
      // The interface does not name the list query parameters: today's guesses by default, the deployment's if set.
      HEDGING_API_QUERY_PAGE: queryName.default(QUERY_NAME.page),
      HEDGING_API_QUERY_PER_PAGE: queryName.default(QUERY_NAME.perPage),
      HEDGING_API_QUERY_CREATED_ON: queryName.default(QUERY_NAME.createdOn),
      HEDGING_API_QUERY_UPDATED_ON: queryName.default(QUERY_NAME.updatedOn),
      HEDGING_API_QUERY_EXTERNAL_CUSTOMER_ID: queryName.default(QUERY_NAME.externalCustomerId),
      // Only used when HEDGING_API_BASE_URL is unset: where the embedded sandbox answers, and its keys.
      PORT: z.coerce.number().int().min(1).max(65_535).optional(),
      SANDBOX_CLIENT_ID: z.string().min(1).optional(),
      SANDBOX_CLIENT_SECRET: z.string().min(1).optional(),
    },
    experimental__runtimeEnv: {},
    emptyStringAsUndefined: true,
    onValidationError: (issues) => {
      const lines = issues.map(
        (issue) =>
          `${issue.path?.map((part) => String(typeof part === "object" ? part.key : part)).join(".") ?? "(env)"}: ${issue.message}`,
      );
      throw new HedgingConfigError(`Invalid hedging service configuration: ${lines.join("; ")}`);
    },
  });
}

export class HedgingConfigError extends Error {
  override readonly name = "HedgingConfigError";
}

export type HedgingEnv = ReturnType<typeof readHedgingEnv>;

let cached: HedgingEnv | undefined;

export function hedgingEnv(): HedgingEnv {
  return (cached ??= readHedgingEnv());
}

export function isEmbeddedSandbox(env: HedgingEnv = hedgingEnv()): boolean {
  return env.HEDGING_API_BASE_URL === undefined;
}

/** The longest one call may take: the transport's timeout covers its retries and backoff too. */
export function hedgingCallBudgetMs(env: HedgingEnv = hedgingEnv()): number {
  return env.HEDGING_API_TIMEOUT_MS;
}

export interface HedgingConnection {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  maxResponseBytes: number;
  queryNames: QueryNames;
}

/** Each list parameter under its own name: two sharing one would send one value for both. */
export function queryNamesFromEnv(env: HedgingEnv = hedgingEnv()): QueryNames {
  const names: QueryNames = {
    page: env.HEDGING_API_QUERY_PAGE,
    perPage: env.HEDGING_API_QUERY_PER_PAGE,
    createdOn: env.HEDGING_API_QUERY_CREATED_ON,
    updatedOn: env.HEDGING_API_QUERY_UPDATED_ON,
    externalCustomerId: env.HEDGING_API_QUERY_EXTERNAL_CUSTOMER_ID,
  };
  const values = Object.values(names);
  const repeated = values.find((name, index) => values.indexOf(name) !== index);
  if (repeated !== undefined) {
    throw new HedgingConfigError(
      `Invalid hedging service configuration: two HEDGING_API_QUERY_* variables name the same parameter "${repeated}"`,
    );
  }
  return names;
}

export const SANDBOX_DEFAULT_CLIENT_ID = "sandbox-partner";
export const SANDBOX_DEFAULT_CLIENT_SECRET = "sandbox-secret";

export function hedgingConnectionFromEnv(env: HedgingEnv = hedgingEnv()): HedgingConnection {
  const timeoutMs = env.HEDGING_API_TIMEOUT_MS;
  const maxResponseBytes = env.HEDGING_API_MAX_RESPONSE_BYTES;
  const queryNames = queryNamesFromEnv(env);
  if (isEmbeddedSandbox(env)) {
    return {
      baseUrl: `http://127.0.0.1:${env.PORT ?? 3000}/sandbox/v1`,
      clientId: env.SANDBOX_CLIENT_ID ?? SANDBOX_DEFAULT_CLIENT_ID,
      clientSecret: env.SANDBOX_CLIENT_SECRET ?? SANDBOX_DEFAULT_CLIENT_SECRET,
      timeoutMs,
      maxResponseBytes,
      queryNames,
    };
  }
  const {
    HEDGING_API_BASE_URL: baseUrl,
    HEDGING_API_CLIENT_ID: clientId,
    HEDGING_API_CLIENT_SECRET: clientSecret,
  } = env;
  // A real upstream with missing keys would only fail later as a 401 on every page; say why now.
  if (!baseUrl || !clientId || !clientSecret) {
    throw new Error(
      "HEDGING_API_BASE_URL is set, so HEDGING_API_CLIENT_ID and HEDGING_API_CLIENT_SECRET are required too",
    );
  }
  return { baseUrl, clientId, clientSecret, timeoutMs, maxResponseBytes, queryNames };
}
