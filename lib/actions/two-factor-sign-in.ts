"use server";

import { redirect } from "next/navigation";
import { callAuthEndpoint } from "@/lib/auth/call-endpoint";
import { safeNextPath } from "@/lib/auth/schemas";
import {
  SIGN_IN_AGAIN_MESSAGE,
  twoFactorSignInSchema,
  WRONG_BACKUP_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "@/lib/auth/two-factor-schemas";
import { serverEnv } from "@/lib/env/server";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { logger } from "@/lib/log/logger";
import { actionClient } from "./safe-action";

const log = logger.child({ component: "sign-in" });

/** The second step: better-auth's verify endpoint reads the signed challenge cookie the password step set; only a right code makes a session. */
export const verifyTwoFactorSignInAction = actionClient
  .metadata({ actionName: "verifyTwoFactorSignIn" })
  .inputSchema(twoFactorSignInSchema)
  .action(async ({ parsedInput, ctx }) => {
    const path = parsedInput.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
    const answer = await callAuthEndpoint(path, { code: parsedInput.code });
    if (answer.status === 200) redirect(safeNextPath(parsedInput.next));

    if (answer.code === "ACCOUNT_TEMPORARILY_LOCKED") {
      throw new ActionRefusal(
        "rate-limited",
        "Too many wrong codes for this account. Wait 15 minutes, then sign in again.",
      );
    }
    if (answer.status === 429) {
      const seconds = answer.retryAfterSeconds ?? serverEnv.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS;
      throw new ActionRefusal(
        "rate-limited",
        `Too many sign-in attempts from this address. Try again in ${seconds} seconds.`,
      );
    }
    if (answer.code === "INVALID_CODE")
      throw new ActionRefusal("validation", WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
    if (answer.code === "INVALID_BACKUP_CODE") {
      throw new ActionRefusal("validation", WRONG_BACKUP_CODE_MESSAGE, { code: [WRONG_BACKUP_CODE_MESSAGE] });
    }
    // An expired or spent challenge (INVALID_TWO_FACTOR_COOKIE, TOO_MANY_ATTEMPTS_…): back to the password.
    if (answer.code !== "INVALID_TWO_FACTOR_COOKIE" && answer.code !== "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      log.warn(
        { requestId: ctx.requestId, status: answer.status, code: answer.code },
        "two-factor sign-in refused by better-auth",
      );
    }
    throw new ActionRefusal("unauthenticated", SIGN_IN_AGAIN_MESSAGE);
  });
