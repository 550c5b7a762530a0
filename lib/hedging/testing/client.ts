import "server-only";
import { createLogger } from "@/lib/log/logger";
import { createHedgingClient } from "../client";
import type { HedgingClientOptions } from "../client-api";

export const CLIENT_ID = "partner-test";
/** Recognisable, so a test can prove it never reaches a log line. */
export const CLIENT_SECRET = "canary-secret-5b1e";
export const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;

export function captureLogs() {
  const lines: string[] = [];
  const logger = createLogger({ level: "debug", destination: { write: (line: string) => void lines.push(line) } });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

export function testClient(baseUrl: string, overrides: Partial<HedgingClientOptions> = {}) {
  const logs = captureLogs();
  const client = createHedgingClient({
    baseUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    logger: logs.logger,
    timeoutMs: 5_000,
    retryDelaysMs: [5, 10],
    ...overrides,
  });
  return { client, logs };
}
