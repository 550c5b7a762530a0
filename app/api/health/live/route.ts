export const dynamic = "force-dynamic";

/** Liveness: this process answers. Neither the database nor the hedging service is asked: restarting fixes neither. */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
