import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { ACCOUNT_BACKOFF, accountKey, refuseWhileBlocked } from "./account-backoff";
import { CLIENT_ADDRESS_HEADER } from "./cookie-name";
import { typedEmail } from "./sign-in-events";

/** In better-auth's router after its per-address limiter, so one address's flood never queries the account. */
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
