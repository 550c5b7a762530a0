import { getSession } from "@/lib/auth/session";
import { pingDatabase } from "@/lib/db";
import { hedging } from "@/lib/hedging";
import { createUpstreamProbe } from "@/lib/hedging/upstream-probe";

export const dynamic = "force-dynamic";

// On globalThis: Next may load this module twice, and the limit is per instance.
const globalForHealth = globalThis as unknown as { hedgeDeskUpstreamProbe?: ReturnType<typeof createUpstreamProbe> };
const probeUpstream = (globalForHealth.hedgeDeskUpstreamProbe ??= createUpstreamProbe({
  read: (signal) => hedging().listCustomers({ perPage: 1, signal }),
}));

/** 200 while this instance's database answers, not the upstream: its outage hits every instance alike. Details for staff only. */
export async function GET() {
  const database = await pingDatabase().then(
    () => "ok",
    () => "unreachable",
  );
  const healthy = database === "ok";
  const status = healthy ? "ok" : "unavailable";
  const init = { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } };
  const staff = healthy ? await getSession().catch(() => null) : null;
  if (!staff) return Response.json({ status }, init);
  return Response.json({ status, database, upstream: await probeUpstream() }, init);
}
