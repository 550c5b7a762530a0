import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { appSettings } from "@/lib/db/schema";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { logger } from "@/lib/log/logger";
import {
  defaultTwoFactorRequirement,
  TWO_FACTOR_REQUIREMENT_KEY,
  twoFactorRequirementSchema,
  type TwoFactorRequirement,
} from "@/lib/schemas/security-settings";

const log = logger.child({ component: "settings" });

/** A row that fails the schema is logged and read as the default, never trusted; with a real service the default is on. */
export async function readTwoFactorRequirement(
  db: Db,
  realService = !isEmbeddedSandbox(),
): Promise<TwoFactorRequirement> {
  const fallback = defaultTwoFactorRequirement(realService);
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TWO_FACTOR_REQUIREMENT_KEY));
  if (!row) return fallback;
  const parsed = twoFactorRequirementSchema.safeParse(row.value);
  if (parsed.success) return parsed.data;
  log.error({ key: TWO_FACTOR_REQUIREMENT_KEY }, "setting in the database fails its schema: using the default");
  return fallback;
}

export { writeTwoFactorRequirement } from "./write-security-settings";
