import type { CustomerIpSource } from "@/lib/db/schema/audit";

export type SourcedCustomerIp = { ip: string; source: CustomerIpSource };

/** Evidence, so decided on the server: `browser` only when the address sent is the one this request came from. */
export function sourceCustomerIp(typed: string | undefined, browser: string | null): SourcedCustomerIp | null {
  if (typed && typed !== browser) return { ip: typed, source: "typed" };
  const ip = typed ?? browser;
  return ip ? { ip, source: "browser" } : null;
}
