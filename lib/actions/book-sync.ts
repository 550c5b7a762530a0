"use server";

import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import { startSyncPass } from "@/lib/book/sync";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { adminActionClient } from "./safe-action";
import { BOOK_SYNC_PATH } from "@/lib/paths/app-paths";

const BUSY = "A pass is already running (on this or another instance): its progress is below.";

/** Admins only: a pass of the book's sync now, whatever the schedule says; every start (and refusal) is in the trail. */
export const startBookSyncPassAction = adminActionClient
  .metadata({ actionName: "startBookSyncPass" })
  .inputSchema(z.object({}).strict())
  .action(async ({ ctx }) => {
    const start = await startSyncPass({ trigger: "admin", startedBy: ctx.user.email });
    const event = {
      kind: "bookSyncStarted",
      actor: ctx.user,
      clientAddress: clientAddressFromHeaders(await headers()),
      requestId: ctx.requestId,
    } as const;
    if (!start.started) {
      await recordSecurityEvent({ ...event, refusal: "busy" });
      throw new ActionRefusal("precondition", BUSY);
    }
    await recordSecurityEvent({ ...event, detail: { passId: start.id } });
    revalidatePath(BOOK_SYNC_PATH);
    return { passId: start.id };
  });
