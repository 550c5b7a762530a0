import { toIPv4 } from "@/lib/domain/ip";

/**
 * The address of the browser making a request, from the request headers alone (a server action or
 * a route handler never sees the socket). What `next start` (Next 16) provides: it copies the
 * socket address into `X-Forwarded-For` only when the request has none (`??=` in
 * next/dist/server/base-server.js), so on its own the header is whatever the client chose.
 * lib/actions/peer-address.ts closes that: at server start, unless TRUST_PROXY=1, it overwrites
 * any incoming X-Forwarded-For with the socket address before Next sees the request.
 *
 * - TRUST_PROXY=1: a proxy we trust appended the client; the left-most entry is the browser.
 * - otherwise: the header holds the socket address (one entry); if several entries came through
 *   anyway (a dev server without the hook), the right-most one, the nearest hop, is used.
 *
 * Pure (takes the headers and the flag), so the tests need no server.
 */
export function clientAddressFromHeaders(headers: Headers, options: { trustProxy: boolean }): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (!forwarded) return null;
  const hops = forwarded
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chosen = options.trustProxy ? hops[0] : hops.at(-1);
  return chosen ? normaliseAddress(chosen) : null;
}

/** IPv4-mapped IPv6 becomes IPv4; other addresses are kept as given (lower-cased). */
export function normaliseAddress(address: string): string {
  return toIPv4(address) ?? address.trim().toLowerCase();
}

/** The browser's address as the IPv4 X-Customer-IP wants, or null (an IPv6 browser, or no address). */
export function customerIpFromHeaders(headers: Headers, options: { trustProxy: boolean }): string | null {
  return toIPv4(clientAddressFromHeaders(headers, options));
}
