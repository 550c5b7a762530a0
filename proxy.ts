import { NextResponse, type NextRequest } from "next/server";
import { PATH_HEADER, SESSION_COOKIE_NAMES } from "@/lib/auth/cookie-name";

/**
 * A cheap first gate: a page request without a session cookie goes to /sign-in and comes back
 * afterwards. Only the cookie's presence is checked here; the dashboard layout and every action
 * check the session itself in the database. Other methods (server-action POSTs) pass through: the
 * action answers them with its own "unauthenticated" result.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const signedIn = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
  const isPageRequest = request.method === "GET" || request.method === "HEAD";
  if (!signedIn && isPageRequest) {
    const url = request.nextUrl.clone();
    url.pathname = "/sign-in";
    url.search = pathname === "/" ? "" : `?next=${encodeURIComponent(`${pathname}${search}`)}`;
    return NextResponse.redirect(url);
  }
  // Tell the page where it is, so a session found expired there can still send the visitor back here.
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything except: sign-in, better-auth's API, the health check, the sandbox's API, Next's own
  // assets and files with an extension (favicon.ico, robots.txt, images).
  matcher: ["/((?!sign-in|api/auth|api/health|sandbox/v1|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)"],
};
