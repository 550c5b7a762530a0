import "server-only";
import { desc, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";

export const OUTBOX_LIST_LIMIT = 200;

/** Mail not sent: failed (with the server's reason), waiting for a retry, or being sent; newest first. */
export function listOutbox(db: Db, limit = OUTBOX_LIST_LIMIT) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      purpose: mailOutbox.purpose,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      messageId: mailOutbox.messageId,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["failed", "pending", "sending"]))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];
