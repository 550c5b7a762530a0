import "server-only";
import { headers } from "next/headers";
import { clientAddressFromHeaders, customerIpFromHeaders } from "./client-address";
import { sourceCustomerIp, type SourcedCustomerIp } from "./customer-ip-source";

/** Null when this browser spoke IPv6: the form's own field then has to say. */
export async function requestCustomerIp(): Promise<string | null> {
  return customerIpFromHeaders(await headers());
}

export async function requestClientAddress(): Promise<string | null> {
  return clientAddressFromHeaders(await headers());
}

export async function resolveCustomerIp(override: string | undefined): Promise<SourcedCustomerIp | null> {
  return sourceCustomerIp(override, await requestCustomerIp());
}
