import "server-only";
import { headers } from "next/headers";
import { clientAddressFromHeaders } from "./client-address";
import type { CustomerIpSource } from "@/lib/db/schema/audit";
import { toIPv4 } from "@/lib/domain/customer-ip";
import { ActionRefusal } from "@/lib/errors/action-refusal";

// The customer IP as this request gives it (the rule itself: lib/domain/customer-ip.ts): read, sourced, required.

/** This browser's address as a customer IP: null when it spoke IPv6 (or sent none). */
export function customerIpFromHeaders(requestHeaders: Headers): string | null {
  return toIPv4(clientAddressFromHeaders(requestHeaders));
}

/** Null when this browser spoke IPv6: the form's own field then has to say. */
export async function requestCustomerIp(): Promise<string | null> {
  return customerIpFromHeaders(await headers());
}

export type SourcedCustomerIp = { ip: string; source: CustomerIpSource };

/** Evidence, so decided on the server: `browser` only when the address sent is the one this request came from. */
export function sourceCustomerIp(typed: string | undefined, browser: string | null): SourcedCustomerIp | null {
  if (typed && typed !== browser) return { ip: typed, source: "typed" };
  const ip = typed ?? browser;
  return ip ? { ip, source: "browser" } : null;
}

/** The X-Customer-IP to send and where it came from: the form's value, else this browser's IPv4; refused (on the field) when neither exists. */
export async function requireCustomerIp(typed: string | undefined): Promise<SourcedCustomerIp> {
  const sourced = sourceCustomerIp(typed, await requestCustomerIp());
  if (sourced) return sourced;
  throw new ActionRefusal("validation", "Enter the customer's IPv4 address.", {
    customerIp: ["This browser's address is not IPv4, so enter the customer's IPv4 address."],
  });
}
