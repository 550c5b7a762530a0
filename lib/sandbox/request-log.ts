import { createMiddleware } from "hono/factory";

export type LoggedRequest = { method: string; path: string; atMs: number };
/** `postsByPath` never drops an entry: a test counting a mutation's calls must not lose one to the window. */
type RequestLog = { total: number; posts: number; postsByPath: Record<string, number>; latest: LoggedRequest[] };

const KEEP = 200;
const store = globalThis as unknown as { hedgeDeskSandboxRequests?: RequestLog };

/** Per process by design: a test aid (did a refused action reach the service?), not state of the service. */
export function sandboxRequestLog(): RequestLog {
  return (store.hedgeDeskSandboxRequests ??= { total: 0, posts: 0, postsByPath: {}, latest: [] });
}

export const logSandboxRequests = createMiddleware(async (c, next) => {
  const log = sandboxRequestLog();
  log.total += 1;
  if (c.req.method === "POST") {
    log.posts += 1;
    log.postsByPath[c.req.path] = (log.postsByPath[c.req.path] ?? 0) + 1;
  }
  log.latest.push({ method: c.req.method, path: c.req.path, atMs: Date.now() });
  if (log.latest.length > KEEP) log.latest.shift();
  await next();
});
