import { z } from "zod";

/** Plain zod, not the app's @t3-oss env, so the sandbox runs standalone outside Next. */

/** `document`: answers exactly as the interface document; `production`: as production deviates (production-profile/). */
export const SANDBOX_PROFILES = ["document", "production"] as const;
export type SandboxProfile = (typeof SANDBOX_PROFILES)[number];

const intFrom = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  SANDBOX_PORT: intFrom(4010, 1, 65_535),
  SANDBOX_CLIENT_ID: z.string().min(1).default("sandbox-partner"),
  SANDBOX_CLIENT_SECRET: z.string().min(1).default("sandbox-secret"),
  SANDBOX_PROPOSAL_TTL_SECONDS: intFrom(120, 1),
  SANDBOX_SEED: intFrom(20_261_121, 0, 2 ** 32 - 1),
  SANDBOX_SEED_SCALE: intFrom(1, 1, 10_000),
  SANDBOX_LATENCY_MS: intFrom(0, 0, 60_000),
  SANDBOX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  SANDBOX_CLOCK_OFFSET_SECONDS: z.coerce.number().int().default(0),
  SANDBOX_PROFILE: z.enum(SANDBOX_PROFILES).default("document"),
});

export type SandboxConfig = {
  port: number;
  clientId: string;
  clientSecret: string;
  /** Key id that authenticates with the same secret but may only read. */
  readOnlyClientId: string;
  proposalTtlSeconds: number;
  seed: number;
  seedScale: number;
  latencyMs: number;
  failureRate: number;
  clockOffsetSeconds: number;
  profile: SandboxProfile;
};

export const READ_ONLY_CLIENT_ID = "sandbox-readonly";

export function loadSandboxConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  // Empty strings (as in a copied .env.example) mean "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid sandbox configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.SANDBOX_PORT,
    clientId: e.SANDBOX_CLIENT_ID,
    clientSecret: e.SANDBOX_CLIENT_SECRET,
    readOnlyClientId: READ_ONLY_CLIENT_ID,
    proposalTtlSeconds: e.SANDBOX_PROPOSAL_TTL_SECONDS,
    seed: e.SANDBOX_SEED,
    seedScale: e.SANDBOX_SEED_SCALE,
    latencyMs: e.SANDBOX_LATENCY_MS,
    failureRate: e.SANDBOX_FAILURE_RATE,
    clockOffsetSeconds: e.SANDBOX_CLOCK_OFFSET_SECONDS,
    profile: e.SANDBOX_PROFILE,
  };
}

export const SANDBOX_BASE_PATH = "/sandbox/v1";
