import "server-only";
import { auditMutation, markAudited, recordRefusal, type AuditedMutation } from "@/lib/audit/audit";
import { PROPOSAL_KINDS } from "@/lib/db/schema";
import { claimProposal, releaseClaimIfRefused } from "./proposal-claims";
import { ActionRefusal } from "@/lib/errors/action-refusal";

/** A clear upstream refusal frees the claim, so a corrected accept can be tried (after a 451, only with the same customer IP). */
export async function acceptProposalOnce<T>(
  proposal: { id: string; kind: (typeof PROPOSAL_KINDS)[number]; customerId: string; hedgeId: string },
  audit: AuditedMutation & { ctx: { user: { id: string } } },
  send: () => Promise<T>,
): Promise<T> {
  try {
    await claimProposal({ ...proposal, staffUserId: audit.ctx.user.id, customerIp: audit.customerIp });
  } catch (error) {
    if (error instanceof ActionRefusal) {
      await recordRefusal({ ...audit, errorKind: error.kind, errorMessage: error.message });
      markAudited(error);
    }
    throw error;
  }
  try {
    return await auditMutation(audit, send);
  } catch (error) {
    await releaseClaimIfRefused(proposal.id, error, audit.customerIp);
    throw error;
  }
}
