import "server-only";
import { eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { bookCustomers } from "@/lib/db/schema";
import type { ScheduledCustomer } from "./read-schedule";

const ms = (date: Date | null) => (date === null ? null : date.getTime());

/** Every customer's schedule as stored: what the syncer keeps in memory while it holds the role. */
export async function loadSchedule(): Promise<Map<string, ScheduledCustomer & { contentHash: string | null }>> {
  const c = bookCustomers;
  const rows = await (
    await getDb()
  )
    .select({
      id: c.id,
      readClass: c.readClass,
      seenAt: c.firstSeenAt,
      triedAt: c.readTriedAt,
      readAt: c.dualHedgesReadAt,
      intervalMs: c.readIntervalMs,
      requestedAt: c.readRequestedAt,
      contentHash: c.readContentHash,
    })
    .from(c);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        seenAt: row.seenAt.getTime(),
        triedAt: ms(row.triedAt),
        readAt: ms(row.readAt),
        requestedAt: ms(row.requestedAt),
      },
    ]),
  );
}

/** A person's "refresh this customer now" or a mutation's re-read: the syncer reads it before anything else due. */
export async function requestCustomerRead(customerId: string): Promise<void> {
  await (
    await getDb()
  )
    .update(bookCustomers)
    .set({ readRequestedAt: sql`coalesce(${bookCustomers.readRequestedAt}, now())` })
    .where(eq(bookCustomers.id, customerId));
}

/** "Read customers needing attention now" under the scheduled sync: every customer behind the attention lists, read next; how many. */
export async function requestAttentionReads(): Promise<number> {
  const rows = await (
    await getDb()
  )
    .update(bookCustomers)
    .set({ readRequestedAt: sql`coalesce(${bookCustomers.readRequestedAt}, now())` })
    .where(eq(bookCustomers.readClass, "attention"))
    .returning({ id: bookCustomers.id });
  return rows.length;
}

/** Requests made (on any instance) since the syncer last looked. */
export async function pendingRequests(): Promise<{ id: string; requestedAt: number }[]> {
  const rows = await (
    await getDb()
  )
    .select({ id: bookCustomers.id, requestedAt: bookCustomers.readRequestedAt })
    .from(bookCustomers)
    .where(isNotNull(bookCustomers.readRequestedAt));
  return rows.map((row) => ({ id: row.id, requestedAt: row.requestedAt!.getTime() }));
}

/** After a read: its schedule, and what it found; a request made while it was read stays for the next. */
export async function saveRead(
  customer: ScheduledCustomer,
  readStartedAt: Date,
  found: { changed: boolean; contentHash: string | null },
): Promise<void> {
  const c = bookCustomers;
  await (
    await getDb()
  )
    .update(c)
    .set({
      readClass: customer.readClass,
      readTriedAt: new Date(customer.triedAt ?? Date.now()),
      readIntervalMs: customer.intervalMs,
      readRequestedAt: sql`case when ${c.readRequestedAt} > ${readStartedAt.toISOString()}::timestamptz then ${c.readRequestedAt} end`,
      ...(found.changed && { readChangedAt: sql`now()` }),
      ...(found.contentHash !== null && { readContentHash: found.contentHash }),
    })
    .where(eq(c.id, customer.id));
}
