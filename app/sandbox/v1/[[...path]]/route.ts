import { handle } from "hono/vercel";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { createSandboxApp } from "@/lib/sandbox/app";

// Answers only while the dashboard uses it: with HEDGING_API_BASE_URL set it is off (404).
export const dynamic = "force-dynamic";

const sandbox = handle(createSandboxApp());

async function route(request: Request): Promise<Response> {
  if (!isEmbeddedSandbox()) return Response.json({ message: "Not found" }, { status: 404 });
  return sandbox(request);
}

export { route as GET, route as POST, route as PUT, route as PATCH, route as DELETE, route as OPTIONS };
