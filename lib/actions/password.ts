"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { changeOwnPasswordLimited } from "@/lib/auth/own-password-change";
import { changeOwnPasswordSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { ownAccountActionClient } from "./safe-action";

/** Anyone signed in, a reset password included; every other session of theirs ends, this one stays. */
export const changeOwnPasswordAction = ownAccountActionClient
  .metadata({ actionName: "changeOwnPassword" })
  .inputSchema(changeOwnPasswordSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const clientAddress = clientAddressFromHeaders(await headers());
    const change = await changeOwnPasswordLimited(db, {
      user: ctx.user,
      keepSessionId: ctx.sessionId,
      currentPassword: parsedInput.currentPassword,
      newPassword: parsedInput.newPassword,
      clientAddress,
      requestId: ctx.requestId,
    });
    if (!change.ok) {
      if (change.reason === "rate-limited") {
        throw new ActionRefusal(
          "rate-limited",
          `Too many wrong passwords for this account. Try again in ${change.retryAfterSeconds} seconds.`,
        );
      }
      if (change.reason === "wrong-password") {
        throw new ActionRefusal("validation", "Your current password is not right.", {
          currentPassword: ["Your current password is not right."],
        });
      }
      if (change.reason === "same-password") {
        throw new ActionRefusal("validation", "Choose a password different from the current one.", {
          newPassword: ["Choose a different password."],
        });
      }
      throw new ActionRefusal("not-found", "This account has no password to change.");
    }
    await recordSecurityEvent(
      {
        kind: "passwordChanged",
        actor: ctx.user,
        clientAddress,
        requestId: ctx.requestId,
        detail: { afterReset: ctx.mustChangePassword },
      },
      db,
    );
    redirect("/");
  });
