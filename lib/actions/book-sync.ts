"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import type { StaffUser } from "@/lib/auth/session";
import { staffChangedBook } from "@/lib/book/changes";
import { syncEnabled, syncMode } from "@/lib/book/config";
import { requestAttentionReads } from "@/lib/book/schedule-store";
import { startSyncPass } from "@/lib/book/sync";
import { getDb } from "@/lib/db";
import type { BookPassTrigger } from "@/lib/db/schema";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { DESK_PATH } from "@/lib/paths/app-paths";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { deskRefreshSchema, serializeDeskParams } from "@/lib/search-params/desk";
import { adminActionClient, operatorActionClient } from "./safe-action";
import { BOOK_SYNC_PATH } from "@/lib/paths/app-paths";

const BUSY = "A pass is already running (on this or another instance): its progress is below.";

/** A pass now, whatever the schedule says; every start (and refusal) is in the trail as a security event. */
async function startAuditedPass(ctx: { user: StaffUser; requestId: string }, trigger: BookPassTrigger) {
  const start = await startSyncPass({ trigger, startedBy: ctx.user.email });
  const event = {
    kind: "bookSyncStarted",
    actor: ctx.user,
    clientAddress: clientAddressFromHeaders(await headers()),
    requestId: ctx.requestId,
  } as const;
  if (!start.started) await recordSecurityEvent({ ...event, refusal: "busy" });
  else await recordSecurityEvent({ ...event, detail: { passId: start.id } });
  return start;
}

/** Admins, on /book/sync. */
export const startBookSyncPassAction = adminActionClient
  .metadata({ actionName: "startBookSyncPass" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }) => {
    const start = await startAuditedPass(ctx, "admin");
    if (!start.started) throw new ActionRefusal("precondition", BUSY);
    revalidatePath(BOOK_SYNC_PATH);
    return { passId: start.id };
  });

// Not exported (so not an endpoint of its own): the desk's form reaches it through refreshBookFromDeskAction below.
const refreshBook = operatorActionClient
  .metadata({ actionName: "refreshBookFromDesk" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }) => {
    const start = await startAuditedPass(ctx, "desk");
    // The continuous sync holds the role: it reads the customers behind the attention lists next instead.
    if (!start.started && syncEnabled() && syncMode() === "schedule") await requestAttentionReads();
    return { started: start.started };
  });

/** The desk's "Refresh the book now": a plain form post, so it works before JavaScript, back to the same desk. */
export async function refreshBookFromDeskAction(filters: unknown): Promise<void> {
  const outcome = toActionOutcome(await refreshBook({}));
  const refresh = !outcome.ok ? "failed" : outcome.data.started ? "started" : "busy";
  // Best effort: the desk this returns to then waits for figures that include the pass's start.
  if (outcome.ok)
    await getDb()
      .then(staffChangedBook, () => undefined)
      .catch(() => undefined);
  const back = deskRefreshSchema.safeParse(filters);
  redirect(`${DESK_PATH}${serializeDeskParams({ ...(back.success ? back.data : {}), refresh })}`);
}
