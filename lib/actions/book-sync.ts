"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import type { StaffUser } from "@/lib/auth/session";
import { staffChangedBook } from "@/lib/book/changes";
import { readsBySchedule } from "@/lib/book/config";
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

export type BookRefresh = { kind: "pass"; passId: number } | { kind: "attention"; customers: number };

/**
 * A pass now (or, under the schedule, every customer needing attention read next); every start and refusal is in the
 * trail as a security event.
 */
async function startAudited(ctx: { user: StaffUser; requestId: string }, trigger: BookPassTrigger) {
  const event = {
    kind: "bookSyncStarted",
    actor: ctx.user,
    clientAddress: clientAddressFromHeaders(await headers()),
    requestId: ctx.requestId,
  } as const;
  if (readsBySchedule()) {
    const customers = await requestAttentionReads();
    await recordSecurityEvent({ ...event, detail: { attentionReadsRequested: customers } });
    return { started: true, refresh: { kind: "attention", customers } } as const;
  }
  const start = await startSyncPass({ trigger, startedBy: ctx.user.email });
  if (!start.started) {
    await recordSecurityEvent({ ...event, refusal: "busy" });
    return { started: false } as const;
  }
  await recordSecurityEvent({ ...event, detail: { passId: start.id } });
  return { started: true, refresh: { kind: "pass", passId: start.id } } as const;
}

/** Admins, on /book/sync. */
export const startBookSyncPassAction = adminActionClient
  .metadata({ actionName: "startBookSyncPass" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }): Promise<BookRefresh> => {
    const start = await startAudited(ctx, "admin");
    if (!start.started) throw new ActionRefusal("precondition", BUSY);
    revalidatePath(BOOK_SYNC_PATH);
    return start.refresh;
  });

// Not exported (so not an endpoint of its own): the desk's form reaches it through refreshBookFromDeskAction below.
const refreshBook = operatorActionClient
  .metadata({ actionName: "refreshBookFromDesk" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }) => {
    const start = await startAudited(ctx, "desk");
    return { refresh: !start.started ? "busy" : start.refresh.kind === "pass" ? "started" : "queued" } as const;
  });

/** The desk's "Refresh the book now": a plain form post, so it works before JavaScript, back to the same desk. */
export async function refreshBookFromDeskAction(filters: unknown): Promise<void> {
  const outcome = toActionOutcome(await refreshBook({}));
  const refresh = outcome.ok ? outcome.data.refresh : "failed";
  // Best effort: the desk this returns to then waits for figures that include the pass's start.
  if (outcome.ok)
    await getDb()
      .then(staffChangedBook, () => undefined)
      .catch(() => undefined);
  const back = deskRefreshSchema.safeParse(filters);
  redirect(`${DESK_PATH}${serializeDeskParams({ ...(back.success ? back.data : {}), refresh })}`);
}
