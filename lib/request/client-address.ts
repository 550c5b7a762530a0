import { toIPv4 } from "@/lib/domain/ip";

/**
 * The address of the browser making a request, from the request headers alone (a server action or
 * a route handler never sees the socket): the RIGHT-most `X-Forwarded-For` entry, the one written
 * by the hop next to us, which is the only one a browser cannot choose.
 *
 * - No proxy (TRUST_PROXY unset): peer-address.ts overwrites any incoming header with
 *   the socket address at server start (`next start` alone only fills it when absent), so the
 *   header holds one entry; if several came through anyway (a dev server), the nearest one counts.
 * - Behind our reverse proxy (TRUST_PROXY=1): the proxy appends the address it saw
 *   (nginx `$proxy_add_x_forwarded_for`) or replaces the header with it (`$remote_addr`); either
 *   way that address is right-most. What the browser wrote itself sits to its left and is ignored,
 *   so a forged header cannot dodge the sign-in limit or choose the default customer IP.
 *   Behind a second proxy (a CDN in front of nginx), let the inner one restore the browser's
 *   address first (nginx realip: `set_real_ip_from`, `real_ip_header X-Forwarded-For`).
 *
 * Pure (takes the headers), so the tests need no server.
 */
export function clientAddressFromHeaders(headers: Headers): string | null {
  const nearest = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1);
  return nearest ? normaliseAddress(nearest) : null;
}

/** IPv4-mapped IPv6 becomes IPv4; other addresses are kept as given (lower-cased). */
export function normaliseAddress(address: string): string {
  return toIPv4(address) ?? address.trim().toLowerCase();
}

/** The browser's address as the IPv4 X-Customer-IP wants, or null (an IPv6 browser, or no address). */
export function customerIpFromHeaders(headers: Headers): string | null {
  return toIPv4(clientAddressFromHeaders(headers));
}
