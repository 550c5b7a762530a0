import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { quotedProposals, PROPOSAL_KINDS } from "@/lib/db/schema";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { isHedgingError } from "@/lib/hedging/errors";

type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** Remembers a proposal the service gave us, so its accept can be checked before it is sent. */
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

/**
 * Claims a proposal for its one accept, atomically (two tabs, two instances: one wins). Refuses a
 * proposal this dashboard did not issue for that hedge, one already accepted, and one our clock
 * says has expired — none of them reaches the service.
 */
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

/**
 * After a failed accept: when the service clearly did not take it (it answered with a refusal),
 * the proposal may be tried again (e.g. with a corrected customer IP). When we cannot know (no
 * answer, a timeout, an unreadable body, a 5xx) the claim stays: sending it again could accept twice.
 */
export async function releaseClaimIfRefused(id: string, error: unknown): Promise<void> {
  const refusedUpstream = isHedgingError(error) && typeof error.status === "number" && error.status >= 400 && error.status < 500;
  if (!refusedUpstream) return;
  const db = await getDb();
  await db.update(quotedProposals).set({ claimedAt: null, claimedBy: null }).where(eq(quotedProposals.id, id));
}
