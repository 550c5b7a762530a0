import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { recordCustomerEvent } from "@/lib/audit/customer-events";
import { staffChangedBook } from "@/lib/book/changes";
import { refreshCustomerNow, requestedRead, scheduledSyncRunning } from "@/lib/book/customer-reads";
import type { Db } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "customers" });

/** Each person may refresh this many customers in this many minutes (counted on the trail, so on every instance). */
export const REFRESH_LIMIT = { refreshes: 5, minutes: 10 };
/** How long the page waits for the read before it says the read goes on without it. */
export const REFRESH_WAIT_MS = 10_000;

export type RefreshOutcome = "done" | "joined" | "running" | "failed" | "limited";

// Per person: the count and the new row under one lock, so two clicks at once cannot both pass the limit.
const LOCK_KEY = 727_046;

/** "Refresh this customer now": on the trail within the person's limit, then one read, waited for a few seconds. */
export async function refreshCustomer(
  db: Db,
  request: {
    customerId: string;
    actor: { id: string; email: string };
    requestId: string;
    clientAddress: string | null;
    /** The book has never listed the customer: its read starts with the customer itself. */
    withCustomer: boolean;
  },
): Promise<RefreshOutcome> {
  const allowed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY}, hashtext(${request.actor.id}))`);
    const [recent] = await t
      .select({ n: count() })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.staffUserId, request.actor.id),
          eq(auditEvents.action, "customerRefreshed"),
          eq(auditEvents.outcome, "recorded"),
          gt(auditEvents.occurredAt, sql`now() - make_interval(mins => ${REFRESH_LIMIT.minutes})`),
        ),
      );
    const ok = (recent?.n ?? 0) < REFRESH_LIMIT.refreshes;
    await recordCustomerEvent(
      {
        kind: "customerRefreshed",
        actor: request.actor,
        customerId: request.customerId,
        requestId: request.requestId,
        clientAddress: request.clientAddress,
        ...(ok ? {} : { refusal: "rate-limited" }),
      },
      t,
    );
    return ok;
  });
  if (!allowed) return "limited";

  // The scheduled sync reads it next with its own client, on whichever instance syncs: one reader, never two.
  if (!request.withCustomer && (await scheduledSyncRunning(db))) {
    const outcome = await requestedRead(db, request.customerId, REFRESH_WAIT_MS);
    if (outcome === "done") await staffChangedBook(db).catch(() => undefined);
    return outcome;
  }
  const read = refreshCustomerNow(request.customerId, { withCustomer: request.withCustomer });
  const landed = read.then(
    async ({ joined }): Promise<RefreshOutcome> => {
      await staffChangedBook(db).catch(() => undefined); // the page shown next waits for figures that include it
      return joined ? "joined" : "done";
    },
    (error: unknown): RefreshOutcome => {
      log.warn({ err: error, customerId: request.customerId }, "customers: a refresh's read failed");
      return "failed";
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<RefreshOutcome>((resolve) => {
    timer = setTimeout(() => resolve("running"), REFRESH_WAIT_MS);
  });
  try {
    return await Promise.race([landed, waited]);
  } finally {
    clearTimeout(timer);
  }
}
