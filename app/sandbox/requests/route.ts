import { isEmbeddedSandbox } from "@/lib/hedging/env";
import { isSandboxAdmin } from "@/lib/sandbox/admin";
import { loadSandboxConfig } from "@/lib/sandbox/config";
import { sandboxRequestLog } from "@/lib/sandbox/request-log";

export const dynamic = "force-dynamic";

/** A test aid, not the service's interface: behind the sandbox's own key, and off with a real upstream. */
export async function GET(request: Request) {
  if (!isEmbeddedSandbox()) return Response.json({ message: "Not found" }, { status: 404 });
  if (!isSandboxAdmin(request.headers.get("authorization"), loadSandboxConfig())) {
    return Response.json({ message: "Send the sandbox key as HTTP Basic credentials" }, { status: 401 });
  }
  return Response.json(sandboxRequestLog());
}
