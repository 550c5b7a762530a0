import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { appSettings } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";
import {
  APPROVAL_POLICY_KEY,
  approvalPolicySchema,
  DEFAULT_APPROVAL_POLICY,
  type ApprovalPolicy,
} from "@/lib/domain/approval-policy-schema";

const log = logger.child({ component: "settings" });

/** A row that fails the schema is logged and read as the default (off), never trusted. */
export async function readApprovalPolicy(db: Db): Promise<ApprovalPolicy> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, APPROVAL_POLICY_KEY));
  if (!row) return DEFAULT_APPROVAL_POLICY;
  const parsed = approvalPolicySchema.safeParse(row.value);
  if (parsed.success) return parsed.data;
  log.error({ key: APPROVAL_POLICY_KEY }, "setting in the database fails its schema: using the default");
  return DEFAULT_APPROVAL_POLICY;
}

export async function writeApprovalPolicy(db: Db, value: ApprovalPolicy, updatedBy: string): Promise<ApprovalPolicy> {
  const checked = approvalPolicySchema.parse(value);
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key: APPROVAL_POLICY_KEY, value: checked, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: checked, updatedBy, updatedAt: now } });
  return checked;
}
