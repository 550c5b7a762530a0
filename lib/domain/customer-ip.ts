// What a customer IP is, once and zod-free: the forms, the actions' schemas and the request reader all use it.

// No leading zeros: "010" could mean 8 or 10 depending on who parses it.
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

export const CUSTOMER_IP_MESSAGE = "Enter an IPv4 address such as 203.0.113.7 (four numbers 0-255, no leading zeros).";

/** A typed customer IP's problem, or null; empty means this browser's address (the server then reads it). */
export function customerIpProblem(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  return text === "" || isIPv4(text) ? null : CUSTOMER_IP_MESSAGE;
}

/** IPv4-mapped IPv6 and `ip:port` count as IPv4; other IPv6 is null: the upstream takes IPv4 only. */
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
