"use server";

import { revalidatePath } from "next/cache";
import { auditMutation } from "@/lib/audit/audit";
import { getDb } from "@/lib/db";
import { twoFactorRequirementSchema } from "@/lib/schemas/security-settings";
import { writeTwoFactorRequirement } from "@/lib/settings/security-settings";
import { adminActionClient } from "./safe-action";
import { STAFF_PATH } from "@/lib/paths/app-paths";

/** Admins only: whether operators and admins must sign in with two-factor. */
export const setTwoFactorRequirementAction = adminActionClient
  .metadata({ actionName: "setTwoFactorRequirement" })
  .inputSchema(twoFactorRequirementSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const saved = await auditMutation(
      { ctx, action: "setTwoFactorRequirement", targetIds: { requireTwoFactor: String(parsedInput.requireTwoFactor) } },
      () => writeTwoFactorRequirement(db, parsedInput, ctx.user.id),
    );
    revalidatePath(STAFF_PATH);
    return saved;
  });
