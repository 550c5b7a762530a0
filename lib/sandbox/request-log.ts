import { createMiddleware } from "hono/factory";

export type LoggedRequest = { method: string; path: string; atMs: number };
type RequestLog = { total: number; posts: number; latest: LoggedRequest[] };

const KEEP = 200;
const store = globalThis as unknown as { hedgeDeskSandboxRequests?: RequestLog };

/**
 * How many requests the sandbox received in this process (all, and POSTs), with the latest 200,
 * so tests can prove that a refused action never reached the service. Per process by design: it
 * is a test aid, not state of the service, and the tests that read it run one server.
 */
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
