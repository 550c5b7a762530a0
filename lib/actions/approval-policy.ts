"use server";

import { revalidatePath } from "next/cache";
import { auditMutation } from "@/lib/audit/audit";
import { getDb } from "@/lib/db";
import { ruleSummary } from "@/lib/domain/approval-actions";
import { approvalPolicyInputSchema } from "@/lib/domain/approval-policy-schema";
import { writeApprovalPolicy } from "@/lib/settings/approval-policy";
import { adminActionClient } from "./safe-action";
import { STAFF_PATH } from "@/lib/paths/app-paths";

/** Admins only: which money actions need a second person's approval, and how long a request waits. Trailed with the whole new policy. */
export const setApprovalPolicyAction = adminActionClient
  .metadata({ actionName: "setApprovalPolicy" })
  .inputSchema(approvalPolicyInputSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const targetIds = {
      cancelDualHedge: ruleSummary(parsedInput.cancelDualHedge),
      acceptDrawdown: ruleSummary(parsedInput.acceptDrawdown),
      acceptEarlySettlement: ruleSummary(parsedInput.acceptEarlySettlement),
      expiryHours: String(parsedInput.expiryHours),
    };
    const saved = await auditMutation({ ctx, action: "setApprovalPolicy", targetIds }, () =>
      writeApprovalPolicy(db, parsedInput, ctx.user.id),
    );
    revalidatePath(STAFF_PATH);
    return saved;
  });
