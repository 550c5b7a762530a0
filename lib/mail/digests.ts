import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { authUsers, mailOutbox, staffPreferences } from "@/lib/db/schema";
import { receivableAddress } from "@/lib/domain/mail-address";
import { isTimeZone, latestDigestSlot, type DigestDays } from "./digest-time";

/** A first digest holds the day before it. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 3600_000;

interface Person {
  userId: string;
  email: string;
  timeZone: string;
  digestHour: number;
  digestDays: DigestDays;
  lastDigestAt: Date | null;
}

/** The person's alerts in (since, cut] whose kind reaches them by daily digest (their choice, or their role's default or lock). */
export async function digestAlertIds(db: Db, userId: string, since: Date, cut: Date): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select a.id from alerts a
      join auth_user u on u.id = a.recipient_id
      left join alert_subscriptions s on s.user_id = a.recipient_id and s.kind = a.kind
      left join alert_defaults d on d.role = u.role and d.kind = a.kind
     where a.recipient_id = ${userId} and a.created_at > ${since.toISOString()} and a.created_at <= ${cut.toISOString()}
       and (case when d.mandatory then d.channel else coalesce(s.channel, d.channel) end) = 'emailDigest'
     order by a.created_at, a.id`)) as unknown as { rows: { id: string | number }[] };
  return rows.map((row) => Number(row.id));
}

/**
 * Moves the person's digest mark from `expected` to `cut` and queues the digest of what lies between, in one
 * transaction: whichever instance does it first, the digest is queued once. An empty digest is not queued.
 */
export async function takeDigest(
  db: Db,
  person: Pick<Person, "userId" | "email" | "lastDigestAt">,
  cut: Date,
): Promise<{ taken: boolean; alerts: number }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const mark = person.lastDigestAt
      ? eq(staffPreferences.lastDigestAt, person.lastDigestAt)
      : isNull(staffPreferences.lastDigestAt);
    const moved = await t
      .update(staffPreferences)
      .set({ lastDigestAt: cut })
      .where(and(eq(staffPreferences.userId, person.userId), mark))
      .returning({ userId: staffPreferences.userId });
    if (moved.length === 0) return { taken: false, alerts: 0 };
    const since = person.lastDigestAt ?? new Date(cut.getTime() - FIRST_DIGEST_LOOKBACK_MS);
    const ids = await digestAlertIds(t, person.userId, since, cut);
    if (ids.length > 0)
      await t.insert(mailOutbox).values({
        recipientId: person.userId,
        toAddress: receivableAddress(person.email),
        purpose: "digest",
        alertIds: ids,
      });
    return { taken: true, alerts: ids.length };
  });
}

/** Every enabled person whose digest time has come since their last digest: their digest is taken now. */
export async function takeDueDigests(db: Db, now: Date): Promise<number> {
  const people: Person[] = await db
    .select({
      userId: staffPreferences.userId,
      email: authUsers.email,
      timeZone: staffPreferences.timeZone,
      digestHour: staffPreferences.digestHour,
      digestDays: staffPreferences.digestDays,
      lastDigestAt: staffPreferences.lastDigestAt,
    })
    .from(staffPreferences)
    .innerJoin(authUsers, eq(authUsers.id, staffPreferences.userId))
    .where(isNull(authUsers.disabledAt));
  let queued = 0;
  for (const person of people) {
    if (!isTimeZone(person.timeZone)) continue; // refused when saved; a zone the runtime no longer knows waits
    const slot = latestDigestSlot(now.getTime(), person.timeZone, person.digestHour, person.digestDays);
    if (person.lastDigestAt && person.lastDigestAt.getTime() >= slot) continue;
    const { alerts } = await takeDigest(db, person, now);
    if (alerts > 0) queued += 1;
  }
  return queued;
}
