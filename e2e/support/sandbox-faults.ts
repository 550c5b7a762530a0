import type { APIRequestContext } from "@playwright/test";
import { sandboxAuth } from "./sandbox-auth";

/** The sandbox's runtime fault plan (lib/sandbox/fault-plan.ts), set through its admin endpoint. */
export type FaultRule = {
  method?: "GET" | "POST";
  path?: string;
  pathEndsWith?: string;
  fail?: number;
  failStatus?: 503 | 451;
  delayResponseMs?: number;
};
export type LoggedRequest = { method: string; path: string; atMs: number };

export async function setFaults(request: APIRequestContext, rules: FaultRule[]): Promise<void> {
  const response = await request.put("/sandbox/admin/faults", { headers: sandboxAuth, data: { rules } });
  if (!response.ok()) throw new Error(`setting the fault plan: ${response.status()} ${await response.text()}`);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete("/sandbox/admin/faults", { headers: sandboxAuth });
  if (!response.ok()) throw new Error(`clearing the fault plan: ${response.status()}`);
}

/** The requests the sandbox received since `sinceMs` (its log keeps the latest 200). */
export async function sandboxRequestsSince(request: APIRequestContext, sinceMs: number): Promise<LoggedRequest[]> {
  const response = await request.get("/sandbox/admin/requests", { headers: sandboxAuth });
  if (!response.ok()) throw new Error(`reading the request log: ${response.status()}`);
  const log = (await response.json()) as { latest: LoggedRequest[] };
  return log.latest.filter((entry) => entry.atMs >= sinceMs);
}

/** The POSTs the sandbox has received, ever, to paths ending with `suffix` (no window: a count taken before and after holds). */
export async function sandboxPosts(request: APIRequestContext, suffix: string): Promise<number> {
  const response = await request.get("/sandbox/admin/requests", { headers: sandboxAuth });
  if (!response.ok()) throw new Error(`reading the request log: ${response.status()}`);
  const { postsByPath } = (await response.json()) as { postsByPath: Record<string, number> };
  return Object.entries(postsByPath)
    .filter(([path]) => path.endsWith(suffix))
    .reduce((sum, [, count]) => sum + count, 0);
}
