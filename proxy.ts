import { NextResponse, type NextRequest } from "next/server";
import { PATH_HEADER, SESSION_COOKIE_NAMES } from "@/lib/auth/cookie-name";
import { serverEnv } from "@/lib/env/server";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

// Reachable without a session (the sandbox's routes are behind its own key).
const PUBLIC_PATHS = /^\/(sign-in|api\/auth|api\/health|sandbox)(\/|$)/;
// Files such as robots.txt and icon.svg are served to anyone; a page whose path has a dot is still guarded by its layout.
const HAS_EXTENSION = /\.[a-zA-Z0-9]+$/;

/** Only the cookie's presence is checked here; the layout and every action check the session in the database. */
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
  if (!signedIn && isPageRequest && !PUBLIC_PATHS.test(pathname) && !HAS_EXTENSION.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = "/sign-in";
    url.search = pathname === "/" ? "" : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
    return withHeaders(NextResponse.redirect(url));
  }
  const headers = new Headers(request.headers);
  // Next reads the nonce from the request's CSP header and puts it on the scripts it renders.
  headers.set("Content-Security-Policy", csp);
  headers.set("x-nonce", nonce);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  return withHeaders(NextResponse.next({ request: { headers } }));
}

export const config = {
  // Every response but Next's build files (their headers come from next.config.js): pages, files, 404s.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
