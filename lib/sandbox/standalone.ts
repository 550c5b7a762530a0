import { serve } from "@hono/node-server";
import { closeDatabase, getDb } from "@/lib/db";
import { createSandboxAdminApp, SANDBOX_ADMIN_PATH } from "./admin";
import { createSandboxApp } from "./app";
import { createClock } from "./clock";
import { SANDBOX_BASE_PATH, loadSandboxConfig } from "./config";
import { ensureSeeded } from "./seed";

/** `npm run sandbox`: seeds before listening, so a locked database stops it at once and the first request does not pay for seeding. */
async function main(): Promise<void> {
  const config = loadSandboxConfig();
  const clock = createClock(config.clockOffsetSeconds);
  const app = createSandboxApp({ config, clock });
  const admin = createSandboxAdminApp(config);
  const fetch = (request: Request) =>
    new URL(request.url).pathname.startsWith(SANDBOX_ADMIN_PATH) ? admin.fetch(request) : app.fetch(request);
  const started = Date.now();
  await ensureSeeded(await getDb(), config, clock);
  console.log(`Database ready (seeded if it was empty) in ${Date.now() - started} ms`);
  const server = serve({ fetch, port: config.port }, (info) => {
    console.log(`Sandbox hedging service on http://localhost:${info.port}${SANDBOX_BASE_PATH}`);
    console.log(`OpenAPI document: http://localhost:${info.port}${SANDBOX_BASE_PATH}/openapi.json`);
    console.log(`Test aids (request log, fault plan): http://localhost:${info.port}${SANDBOX_ADMIN_PATH}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the sandbox`);
    server.close();
    // Closing PGlite cleanly spares the next start a crash recovery.
    closeDatabase()
      .catch((error: unknown) => console.error("Closing the database failed", error))
      .finally(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDatabase().catch(() => {});
  process.exit(1);
});
