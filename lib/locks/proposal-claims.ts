import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
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
  amount?: string | null;
  currency?: string | null;
  quote?: Record<string, unknown>;
  approvalId?: string | null;
}): Promise<void> {
  const db = await getDb();
  await db.insert(quotedProposals).values(proposal).onConflictDoNothing();
}

/** Atomic across tabs and instances; refuses a proposal we did not issue, one accepted, one expired by our clock, and one the service refused (451) for another customer IP. */
export async function claimProposal(claim: {
  id: string;
  kind: ProposalKind;
  customerId: string;
  hedgeId: string;
  staffUserId: string;
  customerIp?: string | null;
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
    .where(
      and(
        mine,
        isNull(quotedProposals.claimedAt),
        sql`${quotedProposals.validUntilTs} > ${nowTs}`,
        or(isNull(quotedProposals.ipRefusedFor), eq(quotedProposals.ipRefusedFor, claim.customerIp ?? "")),
      ),
    )
    .returning({ id: quotedProposals.id });
  if (claimed.length > 0) return;

  const [known] = await db.select().from(quotedProposals).where(mine);
  if (!known) throw new ActionRefusal("not-found", "This quote was not issued for this hedge. Get a new quote.");
  if (known.claimedAt)
    throw new ActionRefusal(
      "precondition",
      "An accept of this quote was already sent, and a quote is never accepted twice. If that accept was not confirmed, check the hedge before getting a new quote.",
    );
  if (known.ipRefusedFor !== null && known.ipRefusedFor !== claim.customerIp)
    throw new ActionRefusal("precondition", ipChangedMessage(known.ipRefusedFor));
  throw new ActionRefusal("precondition", "This quote has expired. Get a new quote.");
}

// Trying other addresses until one passes would defeat the service's refusal: a new quote starts afresh.
export function ipChangedMessage(refusedIp: string): string {
  return `The hedging service refused this quote for customer IP ${refusedIp}, so it cannot be accepted with a different customer IP. Get a new quote.`;
}

/** Without a clear refusal (no answer, timeout, 5xx) the claim stays: sending again could accept twice. A 451 pins the customer IP it refused. */
export async function releaseClaimIfRefused(id: string, error: unknown, customerIp?: string | null): Promise<void> {
  const refusedUpstream =
    isHedgingError(error) && typeof error.status === "number" && error.status >= 400 && error.status < 500;
  if (!refusedUpstream) return;
  const ipRefused = error.status === 451 && customerIp ? { ipRefusedFor: customerIp } : {};
  const db = await getDb();
  await db
    .update(quotedProposals)
    .set({ claimedAt: null, claimedBy: null, ...ipRefused })
    .where(eq(quotedProposals.id, id));
}
