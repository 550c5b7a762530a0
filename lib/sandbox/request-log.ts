import { createMiddleware } from "hono/factory";

export type LoggedRequest = { method: string; path: string; atMs: number };
type RequestLog = { total: number; posts: number; latest: LoggedRequest[] };

const KEEP = 200;
const store = globalThis as unknown as { hedgeDeskSandboxRequests?: RequestLog };

/** Per process by design: a test aid (did a refused action reach the service?), not state of the service. */
export function sandboxRequestLog(): RequestLog {
  return (store.hedgeDeskSandboxRequests ??= { total: 0, posts: 0, latest: [] });
}

export const logSandboxRequests = createMiddleware(async (c, next) => {
  const log = sandboxRequestLog();
  log.total += 1;
  if (c.req.method === "POST") log.posts += 1;
  log.latest.push({ method: c.req.method, path: c.req.path, atMs: Date.now() });
  if (log.latest.length > KEEP) log.latest.shift();
  await next();
});
