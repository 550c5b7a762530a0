import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { quotedProposals, type PROPOSAL_KINDS } from "@/lib/db/schema";
import { needsApproval, type MoneyAmount } from "@/lib/domain/approval-rule";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { readApprovalPolicy } from "@/lib/settings/approval-policy";

export type AcceptAction = "acceptDrawdown" | "acceptEarlySettlement";
type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const PROPOSAL_KIND: Record<AcceptAction, ProposalKind> = {
  acceptDrawdown: "drawdown",
  acceptEarlySettlement: "early-settlement",
};
const WHAT: Record<AcceptAction, string> = { acceptDrawdown: "drawdown", acceptEarlySettlement: "early settlement" };

/** Whether accepting this amount (on the leg's fixed side) needs a second person; an unreadable amount does, when the policy is on. */
export async function acceptApproval(
  db: Db,
  action: AcceptAction,
  amount: MoneyAmount,
): Promise<{ needed: boolean; expiryHours: number }> {
  const policy = await readApprovalPolicy(db);
  return { needed: needsApproval(policy[action], [amount]), expiryHours: policy.expiryHours };
}

export type QuotedProposal = typeof quotedProposals.$inferSelect;

export async function findQuotedProposal(
  db: Db,
  action: AcceptAction,
  proposal: { id: string; customerId: string; hedgeId: string },
): Promise<QuotedProposal | null> {
  const [row] = await db
    .select()
    .from(quotedProposals)
    .where(
      and(
        eq(quotedProposals.id, proposal.id.toLowerCase()),
        eq(quotedProposals.kind, PROPOSAL_KIND[action]),
        eq(quotedProposals.customerId, proposal.customerId),
        eq(quotedProposals.hedgeId, proposal.hedgeId),
      ),
    );
  return row ?? null;
}

/** Four eyes on a direct accept, judged from what we recorded at quote time, never from the browser. */
export async function refuseDirectAcceptIfApprovalNeeded(
  db: Db,
  action: AcceptAction,
  proposal: { id: string; customerId: string; hedgeId: string },
): Promise<void> {
  const quoted = await findQuotedProposal(db, action, proposal);
  if (!quoted) return; // the claim refuses a proposal we never issued, in its own words
  if (quoted.approvalId)
    throw new ActionRefusal(
      "precondition",
      "This quote belongs to a request for approval, so only approving that request accepts anything (see Approvals).",
    );
  if ((await acceptApproval(db, action, { amount: quoted.amount, currency: quoted.currency })).needed)
    throw new ActionRefusal(
      "precondition",
      `Accepting this ${WHAT[action]} needs a second person's approval: request approval instead.`,
    );
}
