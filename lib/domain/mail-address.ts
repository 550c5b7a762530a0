import { z } from "zod";

/** Top-level names reserved for tests and examples (RFC 2606, RFC 6761): no mail reaches them. */
const UNDELIVERABLE = /\.(test|example|invalid|localhost)$/i;

/** The address mail can go to, or null (the sender then marks the mail failed with why). */
export function receivableAddress(email: string | null | undefined): string | null {
  if (!email || !z.email().safeParse(email).success) return null;
  return UNDELIVERABLE.test(email) ? null : email;
}
