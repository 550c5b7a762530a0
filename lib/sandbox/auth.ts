import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { SandboxEnv } from "./context";
import { forbidden, ipRejected, unauthorized } from "./errors";

/** The partner key, and a read-only key that never mutates; checked first so an unauthenticated caller learns nothing. */

export function sameText(a: string, b: string): boolean {
  // Hash first so the comparison takes the same time whatever the lengths.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function decodeBasic(header: string | undefined): { id: string; secret: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export const basicAuth = createMiddleware<SandboxEnv>(async (c, next) => {
  const { config } = c.get("deps");
  const credentials = decodeBasic(c.req.header("authorization"));
  if (!credentials) throw unauthorized("Send the API key as HTTP Basic credentials");
  const secretOk = sameText(credentials.secret, config.clientSecret);
  if (secretOk && sameText(credentials.id, config.clientId)) c.set("access", "write");
  else if (secretOk && sameText(credentials.id, config.readOnlyClientId)) c.set("access", "read");
  else throw unauthorized("Unknown API key or wrong secret");
  await next();
});

/** 403 for a key that may only read, on every operation that changes or quotes something. */
export const requireWriteAccess = createMiddleware<SandboxEnv>(async (c, next) => {
  if (c.get("access") !== "write") {
    throw forbidden("This API key is read-only; it cannot quote, accept or cancel");
  }
  await next();
});

const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);

export function isIpv4(value: string | undefined): boolean {
  return value !== undefined && IPV4.test(value);
}

/** `X-Customer-IP` on drawdown quote/accept and cancel: missing or unparsable is a 451. */
export const requireCustomerIp = createMiddleware<SandboxEnv>(async (c, next) => {
  if (!isIpv4(c.req.header("x-customer-ip"))) throw ipRejected();
  await next();
});
