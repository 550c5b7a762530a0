import "server-only";
import { and, count, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { alerts, staffPreferences } from "@/lib/db/schema";
import type { AlertKind } from "./kinds";

// One person's inbox: newest first, read one or all, and the unread count the header's bell shows.

export type AlertRow = typeof alerts.$inferSelect;
export type InboxQuery = { kind: AlertKind | null; unread: boolean; page: number; perPage: number };

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.recipientId, userId), isNull(alerts.readAt)));
  return row?.n ?? 0;
}

/** The bell counts this far at most (it shows "999+"): a count of every row would cost each page as the inbox grows. */
export const BELL_COUNTS_UP_TO = 1000;

/** What the header needs of this person, in one statement: the bell's unread count and their chosen time zone. */
export async function readHeaderFigures(db: Db, userId: string): Promise<{ unread: number; timeZone: string | null }> {
  const [row] = await db
    .select({
      unread: sql<number>`(select count(*)::int from (select 1 from ${alerts} where ${alerts.recipientId} = ${userId} and ${alerts.readAt} is null limit ${BELL_COUNTS_UP_TO}) as unread)`,
      timeZone: sql<
        string | null
      >`(select ${staffPreferences.timeZone} from ${staffPreferences} where ${staffPreferences.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { unread: Number(row?.unread ?? 0), timeZone: row?.timeZone ?? null };
}

function mine(userId: string, query: Pick<InboxQuery, "kind" | "unread">): SQL {
  return and(
    eq(alerts.recipientId, userId),
    query.kind ? eq(alerts.kind, query.kind) : undefined,
    query.unread ? isNull(alerts.readAt) : undefined,
  )!;
}

export async function listInbox(
  db: Db,
  userId: string,
  query: InboxQuery,
): Promise<{ rows: AlertRow[]; total: number }> {
  const where = mine(userId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(alerts)
      .where(where)
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one of the person's alerts read; null when it is not theirs or does not exist (the page says so). */
export async function markRead(db: Db, userId: string, alertId: number): Promise<AlertRow | null> {
  const [row] = await db
    .update(alerts)
    .set({ readAt: sql`coalesce(${alerts.readAt}, now())` })
    .where(and(eq(alerts.id, alertId), eq(alerts.recipientId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread alert of the person read (of one kind, when the list shows one); how many it marked. */
export async function markAllRead(db: Db, userId: string, kind: AlertKind | null): Promise<number> {
  const marked = await db
    .update(alerts)
    .set({ readAt: sql`now()` })
    .where(mine(userId, { kind, unread: true }))
    .returning({ id: alerts.id });
  return marked.length;
}

/** Read alerts older than the retention period leave every inbox; unread ones stay whatever their age. */
export async function deleteReadBefore(db: Db, days: number): Promise<number> {
  const gone = await db
    .delete(alerts)
    .where(lt(alerts.readAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: alerts.id });
  return gone.length;
}
