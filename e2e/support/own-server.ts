import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import canaries from "../canaries.json" with { type: "json" };
import { test } from "../fixtures";
import { launchServer } from "../../scripts/launch.mjs";

// `next start` runs in this very process (no child), so `kill()` is a real SIGKILL of the server.
export interface OwnServer {
  baseURL: string;
  pid: number;
  stop(): Promise<void>;
  kill(): Promise<void>;
  output(): string;
}

const root = path.resolve(import.meta.dirname, "..", "..");

/** Ports beside the main e2e server's (E2E_PORT), so parallel runs on other ports never collide. */
export const ownPort = (offset: number) => Number(process.env.E2E_PORT ?? 3100) + offset;

export function ownDataDir(name: string, { fresh }: { fresh: boolean }): string {
  const dir = path.join(root, ".tmp", `e2e-${name}`);
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The env of an own server whose hedging service is the main e2e server's sandbox: a separate process that stays up. */
export function mainSandboxUpstream(mainBaseURL: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    HEDGING_API_BASE_URL: `${mainBaseURL}/sandbox/v1`,
    HEDGING_API_CLIENT_ID: "sandbox-partner",
    HEDGING_API_CLIENT_SECRET: canaries.SANDBOX_CLIENT_SECRET,
    ...env,
  };
}

export type OwnServerOptions = { port: number; dataDir: string; env?: Record<string, string> };

export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer> {
  const server = launchOwnServer(options);
  await server.healthy();
  return server;
}

/** Started, not yet waited for: for a test that must reach the port the moment it opens. */
export function launchOwnServer(options: OwnServerOptions): OwnServer & { healthy(): Promise<void> } {
  const server = launchServer({
    port: options.port,
    env: {
      ...canaries,
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      HEDGING_API_BASE_URL: "",
      LOG_LEVEL: "warn",
      HEDGING_SYNC_ENABLED: "0", // the book's sync, unless a spec turns it on
      ...options.env,
    },
  });
  const kill = async () => void (await server.stop("SIGKILL"));
  return {
    baseURL: server.url,
    pid: server.pid,
    async healthy() {
      try {
        await server.ready(150_000);
      } catch (error) {
        await kill(); // a server that never became healthy is not left running
        throw error;
      }
    },
    stop: async () => void (await server.stop()),
    kill,
    output: server.output,
  };
}

/** The book's background sync on from the start, and quick: for specs that read what it fills. */
export const SYNC_AT_ONCE: Record<string, string> = {
  HEDGING_SYNC_ENABLED: "1",
  HEDGING_SYNC_MODE: "passes", // a first pass that ends: these specs wait for it (e2e/book.spec.ts runs the schedule)
  HEDGING_SYNC_START_DELAY_SECONDS: "0",
  HEDGING_SYNC_RATE_PER_SECOND: "50",
};

/**
 * A spec file's own server: started before its tests (a fresh data directory named `name`, on `ownPort(offset)`),
 * stopped after them. Its tests run in order against it; the returned function gives the server once started.
 */
export function ownServerForFile(name: string, offset: number, env: Record<string, string> = {}): () => OwnServer {
  const port = ownPort(offset);
  let server: OwnServer | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    server = await startOwnServer({ port, dataDir: ownDataDir(name, { fresh: true }), env });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error(`the own server of ${name} has not started`);
    return server;
  };
}
