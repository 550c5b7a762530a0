// No `server-only` here: scripts/two-factor-requirement.ts writes the setting under plain Node (tsx).
import type { Db } from "@/lib/db";
import { appSettings } from "@/lib/db/schema";
import {
  TWO_FACTOR_REQUIREMENT_KEY,
  twoFactorRequirementSchema,
  type TwoFactorRequirement,
} from "@/lib/schemas/security-settings";

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
