"use server";

import { revalidatePath } from "next/cache";
import { callAuthEndpoint, type AuthEndpointAnswer } from "@/lib/auth/call-endpoint";
import { mustEnrolTwoFactor } from "@/lib/auth/two-factor-rule";
import { ACCOUNT_PATH } from "@/lib/paths/app-paths";
import { noteTwoFactorChange } from "@/lib/auth/two-factor-events";
import {
  confirmEnrolmentSchema,
  startEnrolmentSchema,
  turnOffTwoFactorSchema,
  WRONG_CODE_MESSAGE,
} from "@/lib/auth/two-factor-schemas";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { readTwoFactorRequirement } from "@/lib/settings/security-settings";
import { signedInActionClient } from "./safe-action";

const WRONG_PASSWORD_MESSAGE = "That password is not right.";

/** The limiter's and the lockout's answers, in staff's words; anything else is ours to look into. */
function refuse(answer: AuthEndpointAnswer): never {
  if (answer.status === 429) {
    throw new ActionRefusal(
      "rate-limited",
      `Too many attempts from this address. Try again in ${answer.retryAfterSeconds ?? 60} seconds.`,
    );
  }
  if (answer.code === "INVALID_PASSWORD")
    throw new ActionRefusal("validation", WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
  if (answer.code === "INVALID_CODE")
    throw new ActionRefusal("validation", WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  if (answer.status === 401)
    throw new ActionRefusal("unauthenticated", "You are signed out. Sign in again to continue.");
  throw new Error(`better-auth refused a two-factor call: ${answer.status} ${answer.code ?? ""}`);
}

/** Step 1: the password again, then a new secret (not yet in force) and its backup codes. */
export const startTwoFactorEnrolmentAction = signedInActionClient
  .metadata({ actionName: "startTwoFactorEnrolment" })
  .inputSchema(startEnrolmentSchema)
  .action(async ({ parsedInput, ctx }) => {
    // A demo account's password is public: a code on it would lock everyone else out of the sandbox.
    if (ctx.user.isDemo)
      throw new ActionRefusal(
        "forbidden",
        "Demo accounts cannot use two-factor sign-in: they are shared by everyone trying the sandbox.",
      );
    if (ctx.user.twoFactorEnabled)
      throw new ActionRefusal("precondition", "Two-factor sign-in is already on for your account.");
    const answer = await callAuthEndpoint("/two-factor/enable", { password: parsedInput.password, method: "totp" });
    if (answer.status !== 200) refuse(answer);
    const totpURI = String(answer.body.totpURI ?? "");
    const secret = new URL(totpURI).searchParams.get("secret");
    const backupCodes = answer.body.backupCodes;
    if (!secret || !Array.isArray(backupCodes))
      throw new Error("better-auth's enable answer lacks the secret or the backup codes");
    return { totpURI, secret, backupCodes: backupCodes.map(String) };
  });

/** Step 2: a first right code turns it on (better-auth then replaces the session, cookie included). */
export const confirmTwoFactorEnrolmentAction = signedInActionClient
  .metadata({ actionName: "confirmTwoFactorEnrolment" })
  .inputSchema(confirmEnrolmentSchema)
  .action(async ({ parsedInput, ctx }) => {
    if (ctx.user.twoFactorEnabled)
      throw new ActionRefusal("precondition", "Two-factor sign-in is already on for your account.");
    const answer = await callAuthEndpoint("/two-factor/verify-totp", { code: parsedInput.code });
    if (answer.status !== 200) refuse(answer);
    await noteTwoFactorChange(ctx.user, "enrolled", ctx.requestId);
    revalidatePath(ACCOUNT_PATH);
    return { enabled: true as const };
  });

/** A current code and the password; refused while admins require two-factor for this role. */
export const turnOffTwoFactorAction = signedInActionClient
  .metadata({ actionName: "turnOffTwoFactor" })
  .inputSchema(turnOffTwoFactorSchema)
  .action(async ({ parsedInput, ctx }) => {
    if (!ctx.user.twoFactorEnabled)
      throw new ActionRefusal("precondition", "Two-factor sign-in is already off for your account.");
    const { requireTwoFactor } = await readTwoFactorRequirement(await getDb());
    if (mustEnrolTwoFactor({ ...ctx.user, twoFactorEnabled: false }, requireTwoFactor)) {
      throw new ActionRefusal(
        "forbidden",
        "Admins require two-factor sign-in for your role, so it cannot be turned off.",
      );
    }
    const verified = await callAuthEndpoint("/two-factor/verify-totp", { code: parsedInput.code });
    if (verified.status !== 200) refuse(verified);
    const answer = await callAuthEndpoint("/two-factor/disable", { password: parsedInput.password });
    if (answer.status !== 200) refuse(answer);
    await noteTwoFactorChange(ctx.user, "removed", ctx.requestId);
    revalidatePath(ACCOUNT_PATH);
    return { enabled: false as const };
  });
