import "server-only";
import { legApproval } from "@/lib/approvals/leg-approval";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { legTargetOrNotFound, type LegParams } from "@/lib/search-params/route-ids";
import { loadLeg } from "./legs";

export type LegFlowPageProps = {
  params: Promise<LegParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What a leg's drawdown or early-settlement page starts from, or the service's refusal to give the leg. */
export async function loadLegFlow(
  { params, searchParams }: LegFlowPageProps,
  action: "acceptDrawdown" | "acceptEarlySettlement",
) {
  const { user } = await requireSession();
  const target = legTargetOrNotFound(await params);
  const read = await loadLeg(target);
  if (!read.ok) return { ok: false as const, target, error: read.error };
  const approval = await legApproval(await getDb(), action, target, read.data.leg, (await searchParams).approval);
  return { ok: true as const, user, action, approval, ...read.data };
}
