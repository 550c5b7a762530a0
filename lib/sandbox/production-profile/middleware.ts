import { createMiddleware } from "hono/factory";
import { SANDBOX_BASE_PATH } from "../config";
import type { SandboxEnv } from "../context";
import { deviate } from "./choose";
import { type Answer, answerOf } from "./routes";
import type { Json } from "./variants";
import { replaceWireIds } from "./wire-ids";

async function keyOf(answer: Answer, body: Json, request: { json(): Promise<unknown> }, url: string): Promise<string> {
  const { key } = answer;
  if (key.kind === "page") return url;
  if (key.kind === "pathId") return answer.match[key.group] ?? "";
  if (key.kind === "requestField") {
    // The validator has read the body already; Hono hands back its cached parse.
    const sent = (await request.json().catch(() => ({}))) as Json;
    return String(sent[key.field] ?? "");
  }
  return String(body.id ?? "");
}

/** A 2xx JSON answer of a known type is sent as production would (choose.ts); error bodies are left alone. */
export const productionAnswers = createMiddleware<SandboxEnv>(async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 200 || res.status > 299 || !res.headers.get("content-type")?.startsWith("application/json")) return;
  const path = c.req.path.slice(SANDBOX_BASE_PATH.length);
  const answer = answerOf(c.req.method, path);
  if (!answer) return;
  const body = (await res.json()) as Json;
  const url = new URL(c.req.url);
  const deviated = deviate(answer.answerType, body, await keyOf(answer, body, c.req, `${path}${url.search}`));
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  c.res = undefined; // else Hono copies the old headers over the new answer's
  c.res = new Response(JSON.stringify(deviated), { status: res.status, headers });
});

export async function withStoredIds(request: Request): Promise<Request> {
  const url = new URL(request.url);
  const pathname = replaceWireIds(url.pathname);
  const hasBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  if (pathname === url.pathname && !hasBody) return request;
  url.pathname = pathname;
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const body = hasBody ? replaceWireIds(await request.text()) : undefined;
  return new Request(url, { method: request.method, headers, body, signal: request.signal });
}
