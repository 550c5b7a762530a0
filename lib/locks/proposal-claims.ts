import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { quotedProposals, PROPOSAL_KINDS } from "@/lib/db/schema";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { isHedgingError } from "@/lib/hedging/errors";

type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export async function recordProposal(proposal: {
  id: string;
  kind: ProposalKind;
  customerId: string;
  hedgeId: string;
  validUntilTs: number;
  quotedBy: string;
}): Promise<void> {
  const db = await getDb();
  await db.insert(quotedProposals).values(proposal).onConflictDoNothing();
}

/** Atomic across tabs and instances; refuses a proposal we did not issue, one accepted, and one expired by our clock. */
export async function claimProposal(claim: {
  id: string;
  kind: ProposalKind;
  customerId: string;
  hedgeId: string;
  staffUserId: string;
  nowMs?: number;
}): Promise<void> {
  const db = await getDb();
  const nowTs = (claim.nowMs ?? Date.now()) / 1000;
  const mine = and(
    eq(quotedProposals.id, claim.id),
    eq(quotedProposals.kind, claim.kind),
    eq(quotedProposals.customerId, claim.customerId),
    eq(quotedProposals.hedgeId, claim.hedgeId),
  );
  const claimed = await db
    .update(quotedProposals)
    .set({ claimedAt: sql`now()`, claimedBy: claim.staffUserId })
    .where(and(mine, isNull(quotedProposals.claimedAt), sql`${quotedProposals.validUntilTs} > ${nowTs}`))
    .returning({ id: quotedProposals.id });
  if (claimed.length > 0) return;

  const [known] = await db.select().from(quotedProposals).where(mine);
  if (!known) throw new ActionRefusal("not-found", "This quote was not issued for this hedge. Get a new quote.");
  if (known.claimedAt) throw new ActionRefusal("precondition", "This quote has already been accepted. It cannot be accepted twice.");
  throw new ActionRefusal("precondition", "This quote has expired. Get a new quote.");
}

/** Without a clear refusal (no answer, timeout, 5xx) the claim stays: sending again could accept twice. */
export async function releaseClaimIfRefused(id: string, error: unknown): Promise<void> {
  const refusedUpstream = isHedgingError(error) && typeof error.status === "number" && error.status >= 400 && error.status < 500;
  if (!refusedUpstream) return;
  const db = await getDb();
  await db.update(quotedProposals).set({ claimedAt: null, claimedBy: null }).where(eq(quotedProposals.id, id));
}
