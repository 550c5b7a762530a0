/**
 * IPv4 as the hedging service accepts it in X-Customer-IP: dotted quad, each octet 0..255 written
 * without leading zeros ("010" could mean 8 or 10 depending on who parses it, so it is refused).
 * Pure: shared by the forms, the actions and their tests.
 */
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

export const CUSTOMER_IP_MESSAGE = "Enter an IPv4 address such as 203.0.113.7 (four numbers 0-255, no leading zeros).";

/**
 * The customer-IP form field's rule, zod-free for the forms' client bundles: empty means "use this
 * browser's address"; anything else must be IPv4 once trimmed. lib/schemas/customer-ip.ts is the
 * same rule in zod for the actions (customer-ip.test.ts keeps them equal).
 */
export function customerIpProblem(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  return text === "" || isIPv4(text) ? null : CUSTOMER_IP_MESSAGE;
}

/**
 * A socket or header address as IPv4, or null when it is not one. An IPv4-mapped IPv6 address
 * (`::ffff:1.2.3.4`, as Node reports IPv4 clients on a dual-stack socket) counts as IPv4; so does
 * `1.2.3.4:port`, which some proxies write. Any other IPv6 address is null: the upstream takes IPv4 only.
 */
export function toIPv4(address: string | null | undefined): string | null {
  if (!address) return null;
  let value = address.trim();
  if (value.startsWith("[") && value.includes("]")) value = value.slice(1, value.indexOf("]"));
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d{1,5}$/.exec(value);
  if (withPort?.[1]) value = withPort[1];
  return isIPv4(value) ? value : null;
}
