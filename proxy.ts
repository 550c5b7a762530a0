import { NextResponse, type NextRequest } from "next/server";
import { PATH_HEADER, SESSION_COOKIE_NAMES } from "@/lib/auth/cookie-name";
import { serverEnv } from "@/lib/env/server";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

// Reachable without a session: the sign-in page, better-auth's API, the health check, the sandbox
// (its own API and its request log, both behind the sandbox's key).
const PUBLIC_PATHS = /^\/(sign-in|api\/auth|api\/health|sandbox)(\/|$)/;

/**
 * Every page request passes here. It adds the security headers (a fresh CSP nonce per request),
 * and sends a page request without a session cookie to /sign-in, to come back afterwards. Only the
 * cookie's presence is checked here; the dashboard layout and every action check the session itself
 * in the database. Server-action POSTs pass through: the action answers them "unauthenticated".
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, { development: serverEnv.NODE_ENV === "development" });
  const https =
    request.nextUrl.protocol === "https:" ||
    (serverEnv.TRUST_PROXY && request.headers.get("x-forwarded-proto") === "https");
  const withHeaders = (response: NextResponse) => {
    for (const [name, value] of Object.entries(securityHeaders({ csp, https }))) response.headers.set(name, value);
    return response;
  };

  const signedIn = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
  const isPageRequest = request.method === "GET" || request.method === "HEAD";
  if (!signedIn && isPageRequest && !PUBLIC_PATHS.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = "/sign-in";
    url.search = pathname === "/" ? "" : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
    return withHeaders(NextResponse.redirect(url));
  }
  const headers = new Headers(request.headers);
  // Next reads the nonce from the request's CSP header and puts it on the scripts it renders.
  headers.set("Content-Security-Policy", csp);
  headers.set("x-nonce", nonce);
  // Tell the page where it is, so a session found expired there can still send the visitor back here.
  headers.set(PATH_HEADER, `${pathname}${search}`);
  return withHeaders(NextResponse.next({ request: { headers } }));
}

export const config = {
  // Everything but Next's own assets and files with an extension (favicon.ico, robots.txt, images).
  matcher: ["/((?!_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)"],
};
