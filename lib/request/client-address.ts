import { toIPv4 } from "@/lib/domain/customer-ip";

// The RIGHT-most X-Forwarded-For entry: written by the hop next to us (peer-address.ts or our proxy), never by the browser.
// Behind a second proxy, let the inner one restore the browser's address first (nginx realip).
export function clientAddressFromHeaders(headers: Headers): string | null {
  const nearest = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1);
  return nearest ? normaliseAddress(nearest) : null;
}

export function normaliseAddress(address: string): string {
  return toIPv4(address) ?? address.trim().toLowerCase();
}
