import "server-only";
import { parseSetCookieHeader, toCookieOptions } from "better-auth/cookies";
import { cookies, headers } from "next/headers";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { AUTH_BASE_PATH, getAuth } from "./auth";
import { handleAuthRequest } from "./handler";

export interface AuthEndpointAnswer {
  status: number;
  /** better-auth's error code (INVALID_CODE, …) when it refused. */
  code: string | undefined;
  body: Record<string, unknown>;
  retryAfterSeconds: number | null;
}

/** A POST to better-auth from a server action, through handler.ts (origin check, limiter), with this browser's cookies in and out. */
export async function callAuthEndpoint(path: string, body: unknown): Promise<AuthEndpointAnswer> {
  const incoming = await headers();
  const auth = await getAuth();
  const origin = new URL(auth.options.baseURL ?? "http://localhost").origin;
  const request = new Request(`${origin}${AUTH_BASE_PATH}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      cookie: incoming.get("cookie") ?? "",
      "user-agent": incoming.get("user-agent") ?? "",
    },
    body: JSON.stringify(body),
  });
  const response = await handleAuthRequest(request, clientAddressFromHeaders(incoming));

  const jar = await cookies();
  for (const [name, cookie] of parseSetCookieHeader(response.headers.getSetCookie().join(", "))) {
    jar.set(name, cookie.value, toCookieOptions(cookie));
  }
  const parsed = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const answer = parsed && typeof parsed === "object" ? parsed : {};
  return {
    status: response.status,
    code: typeof answer.code === "string" ? answer.code : undefined,
    body: answer,
    retryAfterSeconds: response.status === 429 ? Number(response.headers.get("x-retry-after")) || null : null,
  };
}
