import { pingDatabase } from "@/lib/db";
import { hedging, isHedgingError } from "@/lib/hedging";

export const dynamic = "force-dynamic";

const UPSTREAM_PROBE_MS = 2_000;

/** One small read: does the hedging service answer, and does it accept our keys? */
async function probeUpstream(): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), UPSTREAM_PROBE_MS);
  });
  try {
    await Promise.race([hedging().listCustomers({ perPage: 1 }), timeout]);
    return "ok";
  } catch (error) {
    if (isHedgingError(error) && typeof error.status === "number" && error.status < 500) return `refused (${error.status})`;
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and start-up checks. The status follows the database only: an instance
 * without its database cannot serve anything, while an upstream outage hits every instance alike
 * (taking them all out would only replace clear in-page errors with the balancer's own page).
 * The upstream's reachability is reported for monitoring.
 */
export async function GET() {
  const [database, upstream] = await Promise.all([
    pingDatabase().then(
      () => "ok",
      () => "unreachable",
    ),
    probeUpstream(),
  ]);
  const healthy = database === "ok";
  return Response.json({ status: healthy ? "ok" : "unavailable", database, upstream }, { status: healthy ? 200 : 503 });
}
