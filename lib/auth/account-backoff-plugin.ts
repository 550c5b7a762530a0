import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { ACCOUNT_BACKOFF, accountKey, refuseWhileBlocked } from "./account-backoff";
import { CLIENT_ADDRESS_HEADER } from "./cookie-name";
import { typedEmail } from "./sign-in-events";

/**
 * The per-account back-off as a step of better-auth's router: its `onRequest` runs after the per-address limiter, so
 * a flood from one address is refused by that limiter before any query about the account it names.
 */
export function accountBackoffPlugin(signInUrlPath: string): BetterAuthPlugin {
  return {
    id: "hedge-desk-account-backoff",
    async onRequest(request) {
      if (request.method !== "POST" || !new URL(request.url).pathname.endsWith(signInUrlPath)) return;
      const account = accountKey(typedEmail(await request.clone().arrayBuffer()));
      const block = account ? await refuseWhileBlocked(account, request.headers.get(CLIENT_ADDRESS_HEADER)) : null;
      if (!block) return;
      return {
        response: Response.json(
          { code: ACCOUNT_BACKOFF, message: "Too many failed sign-ins for this account." },
          { status: 429, headers: { "x-retry-after": String(block.retryAfterSeconds) } },
        ),
      };
    },
  };
}
