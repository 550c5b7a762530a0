import "server-only";
import { randomBytes } from "node:crypto";
import { createEnv } from "@t3-oss/env-nextjs";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { authSecrets } from "@/lib/db/schema";

const SECRET_NAME = "better-auth";

export class AuthConfigError extends Error {
  override readonly name = "AuthConfigError";
}

/** Read on demand (not at import) so `next build` never needs it. Only this file reads the secret. */
function envSecret(): string | undefined {
  return createEnv({
    server: { BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional() },
    experimental__runtimeEnv: {},
    emptyStringAsUndefined: true,
  }).BETTER_AUTH_SECRET;
}

/** Without BETTER_AUTH_SECRET, sandbox mode generates one and keeps it in the database; a real upstream gets no silent default. */
export async function resolveAuthSecret(
  db: Db,
  options: { embeddedSandbox: boolean; secret?: string },
): Promise<string> {
  const fromEnv = options.secret ?? envSecret();
  if (fromEnv) return fromEnv;
  if (!options.embeddedSandbox) {
    throw new AuthConfigError(
      "BETTER_AUTH_SECRET is required when HEDGING_API_BASE_URL is set (generate one with: openssl rand -base64 48)",
    );
  }
  await db
    .insert(authSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: authSecrets.value })
    .from(authSecrets)
    .where(eq(authSecrets.name, SECRET_NAME));
  if (!row) throw new AuthConfigError("could not store the generated sign-in secret");
  return row.value;
}
