import { pingDatabase } from "@/lib/db";

export const dynamic = "force-dynamic";

/** For load balancers and start-up checks: 200 when the database answers, 503 otherwise. */
export async function GET() {
  try {
    await pingDatabase();
    return Response.json({ status: "ok", database: "ok" });
  } catch {
    return Response.json({ status: "unavailable", database: "unreachable" }, { status: 503 });
  }
}
