import "server-only";
import { headers } from "next/headers";
import { clientAddressFromHeaders, customerIpFromHeaders } from "./client-address";

/**
 * The default X-Customer-IP of a mutating call: the IPv4 address of the browser making this request
 * (see client-address.ts for how it is found), or null when that browser spoke IPv6; the form's own
 * customer-IP field, validated with customerIpSchema, overrides it.
 */
export async function requestCustomerIp(): Promise<string | null> {
  return customerIpFromHeaders(await headers());
}

/** The browser's address, IPv4 or IPv6, e.g. to key the sign-in limiter. */
export async function requestClientAddress(): Promise<string | null> {
  return clientAddressFromHeaders(await headers());
}

/** Picks the customer IP an action sends: the form's override, else the browser's own IPv4. */
export async function resolveCustomerIp(override: string | undefined): Promise<string | null> {
  return override ?? (await requestCustomerIp());
}
