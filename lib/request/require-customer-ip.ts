import "server-only";
import { resolveCustomerIp } from "./customer-ip";
import type { SourcedCustomerIp } from "./customer-ip-source";
import { ActionRefusal } from "@/lib/errors/action-refusal";

/** The X-Customer-IP to send and where it came from: the form's value, else this browser's IPv4; refused (on the field) when neither exists. */
export async function requireCustomerIp(override: string | undefined): Promise<SourcedCustomerIp> {
  const sourced = await resolveCustomerIp(override);
  if (sourced) return sourced;
  throw new ActionRefusal("validation", "Enter the customer's IPv4 address.", {
    customerIp: ["This browser's address is not IPv4, so enter the customer's IPv4 address."],
  });
}
