import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { appSettings } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";
import {
  DEFAULT_TWO_FACTOR_REQUIREMENT,
  TWO_FACTOR_REQUIREMENT_KEY,
  twoFactorRequirementSchema,
  type TwoFactorRequirement,
} from "./security-settings-schema";

const log = logger.child({ component: "settings" });

/** A row that fails the schema is logged and read as the default, never trusted. */
export async function readTwoFactorRequirement(db: Db): Promise<TwoFactorRequirement> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TWO_FACTOR_REQUIREMENT_KEY));
  if (!row) return DEFAULT_TWO_FACTOR_REQUIREMENT;
  const parsed = twoFactorRequirementSchema.safeParse(row.value);
  if (parsed.success) return parsed.data;
  log.error({ key: TWO_FACTOR_REQUIREMENT_KEY }, "setting in the database fails its schema: using the default");
  return DEFAULT_TWO_FACTOR_REQUIREMENT;
}

export async function writeTwoFactorRequirement(
  db: Db,
  value: TwoFactorRequirement,
  updatedBy: string,
): Promise<TwoFactorRequirement> {
  const checked = twoFactorRequirementSchema.parse(value);
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key: TWO_FACTOR_REQUIREMENT_KEY, value: checked, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: checked, updatedBy, updatedAt: now } });
  return checked;
}
