import "server-only";
import { isLoopbackUrl } from "@/lib/hedging/loopback";

/** With a real service the cookie must be Secure, which needs an https base URL (or loopback): else the start stops. */
export function insecureAppUrlRefusal(baseURL: string): string | null {
  if (baseURL.startsWith("https:") || isLoopbackUrl(baseURL)) return null;
  return (
    `APP_URL is ${baseURL}: with a real hedging service it must start with https:// (the session cookie is then Secure), ` +
    "or be a loopback address for a test on this machine"
  );
}
