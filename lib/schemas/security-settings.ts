import { z } from "zod";

/** The admin setting as the form sends it; the same schema checks the value read back from the database. */
export const twoFactorRequirementSchema = z.object({ requireTwoFactor: z.boolean() });
export type TwoFactorRequirement = z.infer<typeof twoFactorRequirementSchema>;

export const TWO_FACTOR_REQUIREMENT_KEY = "twoFactorRequirement";
/** Until an admin decides: required with a real service (the people who move money), not in the sandbox. */
export function defaultTwoFactorRequirement(realService: boolean): TwoFactorRequirement {
  return { requireTwoFactor: realService };
}
