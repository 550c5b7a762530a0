"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { withdrawForLostRight } from "@/lib/approvals/store";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { generateTemporaryPassword, resetStaffPassword } from "@/lib/auth/passwords";
import { changeStaffRoleSchema, setStaffDisabledSchema, staffAccountSchema } from "@/lib/auth/schemas";
import { changeStaffRole, setStaffDisabled } from "@/lib/auth/staff";
import { getDb } from "@/lib/db";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { adminActionClient } from "./safe-action";
import { STAFF_PATH } from "@/lib/paths/app-paths";

const LAST_ADMIN = "Hedge Desk needs at least one admin who can sign in: make someone else admin first.";
const GONE = "That staff account no longer exists.";

const address = async () => clientAddressFromHeaders(await headers());

/** Admins only. Refuses a change that would leave no enabled admin (an admin demoting the last admin, themselves included). */
export const changeStaffRoleAction = adminActionClient
  .metadata({ actionName: "changeStaffRole" })
  .inputSchema(changeStaffRoleSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const change = await changeStaffRole(db, parsedInput.userId, parsedInput.role);
    if (!change.ok && change.reason === "not-found") throw new ActionRefusal("not-found", GONE);
    const event = {
      kind: "roleChanged",
      actor: ctx.user,
      clientAddress: await address(),
      requestId: ctx.requestId,
    } as const;
    if (!change.ok) {
      await recordSecurityEvent(
        {
          ...event,
          target: { userId: parsedInput.userId, email: change.email },
          detail: { role: parsedInput.role },
          refusal: change.reason,
        },
        db,
      );
      throw new ActionRefusal("precondition", LAST_ADMIN);
    }
    await recordSecurityEvent(
      {
        ...event,
        target: { userId: parsedInput.userId, email: change.email },
        detail: { previous: change.previous, role: parsedInput.role },
      },
      db,
    );
    // A viewer may not ask for a cancel or an accept: what they asked for is withdrawn now, in this admin's name.
    await withdrawForLostRight(db, ctx.user);
    revalidatePath(STAFF_PATH);
    return { userId: parsedInput.userId, email: change.email, role: parsedInput.role, previous: change.previous };
  });

/** Disabling ends every session of that person at once; the last enabled admin cannot be disabled. */
export const setStaffDisabledAction = adminActionClient
  .metadata({ actionName: "setStaffDisabled" })
  .inputSchema(setStaffDisabledSchema)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const change = await setStaffDisabled(db, parsedInput.userId, parsedInput.disabled);
    if (!change.ok && change.reason === "not-found") throw new ActionRefusal("not-found", GONE);
    const kind = parsedInput.disabled ? "staffDisabled" : "staffEnabled";
    const event = { kind, actor: ctx.user, clientAddress: await address(), requestId: ctx.requestId } as const;
    if (!change.ok) {
      await recordSecurityEvent(
        { ...event, target: { userId: parsedInput.userId, email: change.email }, refusal: change.reason },
        db,
      );
      throw new ActionRefusal("precondition", LAST_ADMIN);
    }
    // Pressing the button twice changes nothing the second time, and records nothing.
    if (change.changed)
      await recordSecurityEvent({ ...event, target: { userId: parsedInput.userId, email: change.email } }, db);
    if (parsedInput.disabled) await withdrawForLostRight(db, ctx.user);
    revalidatePath(STAFF_PATH);
    return { userId: parsedInput.userId, email: change.email, disabled: parsedInput.disabled };
  });

/** A generated temporary password, returned to this admin once (never stored or logged); the person must replace it at sign-in. */
export const resetStaffPasswordAction = adminActionClient
  .metadata({ actionName: "resetStaffPassword" })
  .inputSchema(staffAccountSchema)
  .action(async ({ parsedInput, ctx }) => {
    if (parsedInput.userId === ctx.user.id) {
      throw new ActionRefusal("precondition", "Change your own password from the Password page, not by a reset.");
    }
    const db = await getDb();
    const temporaryPassword = generateTemporaryPassword();
    const reset = await resetStaffPassword(db, { userId: parsedInput.userId }, temporaryPassword);
    if (!reset.ok) throw new ActionRefusal("not-found", GONE);
    await recordSecurityEvent(
      {
        kind: "passwordReset",
        actor: ctx.user,
        target: { userId: reset.userId, email: reset.email },
        clientAddress: await address(),
        requestId: ctx.requestId,
        detail: { by: "admin" },
      },
      db,
    );
    revalidatePath(STAFF_PATH);
    return { userId: reset.userId, email: reset.email, temporaryPassword };
  });
