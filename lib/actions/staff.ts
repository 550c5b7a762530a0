"use server";

import { revalidatePath } from "next/cache";
import { auditMutation } from "@/lib/audit/audit";
import { changeStaffRoleSchema } from "@/lib/auth/schemas";
import { changeStaffRole } from "@/lib/auth/staff";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { adminActionClient } from "./safe-action";

/** Admins only. Refuses a change that would leave no admin (an admin demoting the last admin, themselves included). */
export const changeStaffRoleAction = adminActionClient
  .metadata({ actionName: "changeStaffRole" })
  .inputSchema(changeStaffRoleSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const change = await auditMutation(
      { ctx, action: "changeStaffRole", targetIds: { userId: parsedInput.userId, role: parsedInput.role } },
      async () => {
        const result = await changeStaffRole(db, parsedInput.userId, parsedInput.role);
        if (result.ok) return result;
        if (result.reason === "not-found") throw new ActionRefusal("not-found", "That staff account no longer exists.");
        throw new ActionRefusal("precondition", "Hedge Desk needs at least one admin: make someone else admin first.");
      },
    );
    revalidatePath("/staff");
    return { userId: parsedInput.userId, email: change.email, role: parsedInput.role, previous: change.previous };
  });
