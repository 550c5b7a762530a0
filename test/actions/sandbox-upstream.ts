import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { getDb } from "@/lib/db";
import { createSandboxApp } from "@/lib/sandbox/app";
import { createClock } from "@/lib/sandbox/clock";
import { loadSandboxConfig, SANDBOX_BASE_PATH } from "@/lib/sandbox/config";
import { ensureSeeded } from "@/lib/sandbox/seed";

export interface UpstreamRequest {
  method: string;
  path: string;
  /** The query string ("?page=2&per_page=100"), or "". */
  search: string;
}

/**
 * The real sandbox on a real local HTTP port, in this test process and on its database, recording
 * every request it receives: the "upstream" of the actions under test.
 */
export async function startSandboxUpstream() {
  const config = loadSandboxConfig();
  const clock = createClock(config.clockOffsetSeconds);
  const app = createSandboxApp({ config, clock });
  await ensureSeeded(await getDb(), config, clock);
  const requests: UpstreamRequest[] = [];
  const server = serve({
    fetch: (request: Request) => {
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname.slice(SANDBOX_BASE_PATH.length), search: url.search });
      return app.fetch(request);
    },
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${SANDBOX_BASE_PATH}`,
    requests,
    posts: () => requests.filter((request) => request.method === "POST"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
