import { getDb } from "@/lib/db";
import { checkReadiness } from "@/lib/db/readiness";

export const dynamic = "force-dynamic";

/** Readiness: the database answers and its migrations are current. A slow hedging service or a stale book never fails it: that would take every instance out at once. */
export async function GET() {
  const { ready, database, migrations } = await checkReadiness(getDb);
  return Response.json(
    { status: ready ? "ok" : "unavailable", database, migrations },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
