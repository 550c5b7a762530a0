import { handle } from "hono/vercel";
import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { createSandboxAdminApp } from "@/lib/sandbox/admin";
import { loadSandboxConfig } from "@/lib/sandbox/config";

// Test aids (lib/sandbox/admin.ts): off, like the sandbox, once a real upstream is configured.
export const dynamic = "force-dynamic";

const admin = handle(createSandboxAdminApp(loadSandboxConfig()));

async function route(request: Request): Promise<Response> {
  if (!isEmbeddedSandbox()) return Response.json({ message: "Not found" }, { status: 404 });
  return admin(request);
}

export { route as GET, route as PUT, route as DELETE };
