import { toIPv4 } from "@/lib/domain/customer-ip";

// The right-most X-Forwarded-For entry: written by the hop next to us, never by the browser.
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
