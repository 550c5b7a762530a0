import "server-only";
import { isLoopbackUrl } from "@/lib/hedging/loopback";

/**
 * With a real service the session cookie must be Secure, which better-auth sets only for an https base URL: anything
 * else but loopback (a single machine's own test) stops the start, in one line.
 */
export function insecureAppUrlRefusal(baseURL: string): string | null {
  if (baseURL.startsWith("https:") || isLoopbackUrl(baseURL)) return null;
  return (
    `APP_URL is ${baseURL}: with a real hedging service it must start with https:// (the session cookie is then Secure), ` +
    "or be a loopback address for a test on this machine"
  );
}
