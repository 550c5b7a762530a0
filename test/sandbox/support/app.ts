import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@/lib/db";
import { createSandboxApp } from "@/lib/sandbox/app";
import { type Clock, dateOfTs } from "@/lib/sandbox/clock";
import { type SandboxConfig, loadSandboxConfig } from "@/lib/sandbox/config";

export function manualClock(startIso: string): Clock & { advance(seconds: number): void } {
  let now = Math.floor(Date.parse(startIso) / 1000);
  return {
    nowTs: () => now,
    today: () => dateOfTs(now),
    advance: (seconds) => {
      now += seconds;
    },
  };
}

export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-unit-"));
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testApp(database: Database, clock: Clock, overrides: Partial<SandboxConfig> = {}) {
  const config = { ...loadSandboxConfig({}), ...overrides };
  const app = createSandboxApp({ config, clock, getDb: async () => database.db });
  const basic = (id: string) => `Basic ${Buffer.from(`${id}:${config.clientSecret}`).toString("base64")}`;
  const call = (
    method: string,
    pathname: string,
    options: { body?: unknown; rawBody?: string; ip?: string | null; key?: "partner" | "readonly" | "none" } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.key !== "none")
      headers.authorization = basic(options.key === "readonly" ? config.readOnlyClientId : config.clientId);
    if (options.ip !== null) headers["x-customer-ip"] = options.ip ?? "203.0.113.7";
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    return app.request(`/sandbox/v1${pathname}`, { method, headers, body });
  };
  return { app, config, call };
}
