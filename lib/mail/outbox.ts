import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

export interface ClaimedMail {
  id: number;
  recipientId: string;
  toAddress: string | null;
  purpose: "instant" | "digest" | "test";
  alertId: number | null;
  alertIds: number[] | null;
  messageId: string;
  attempts: number;
}

/**
 * The next mail due, claimed for `leaseSeconds` by one sender in the cluster (a row locked by another is skipped). A
 * claim left by a sender that died is taken again once its lease ran out: that mail goes at most once more, with the
 * same Message-ID.
 */
export async function claimNextMail(
  db: Db,
  sender: { instance: string; leaseSeconds: number; messageIdHost: string },
): Promise<ClaimedMail | null> {
  const { rows } = (await db.execute(sql`
    update mail_outbox
       set status = 'sending', claimed_by = ${sender.instance}, attempts = attempts + 1,
           claimed_until = now() + make_interval(secs => ${sender.leaseSeconds}),
           message_id = coalesce(message_id, '<outbox-' || id || '@' || ${sender.messageIdHost} || '>')
     where id = (select id from mail_outbox
                  where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and claimed_until < now())
                  order by next_attempt_at, id
                  limit 1
                  for update skip locked)
    returning id, recipient_id, to_address, purpose, alert_id, alert_ids, message_id, attempts`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    recipientId: String(row.recipient_id),
    toAddress: (row.to_address as string | null) ?? null,
    purpose: row.purpose as ClaimedMail["purpose"],
    alertId: row.alert_id === null ? null : Number(row.alert_id),
    alertIds: (row.alert_ids as number[] | null) ?? null,
    messageId: String(row.message_id),
    attempts: Number(row.attempts),
  };
}

export type Settlement = { sent: true } | { sent: false; permanent: boolean; reason: string; retryInSeconds: number };

/** Only the sender still holding the claim settles it. */
export async function settleMail(db: Db, mail: ClaimedMail, instance: string, outcome: Settlement): Promise<void> {
  const claim = sql`id = ${mail.id} and status = 'sending' and claimed_by = ${instance}`;
  if (outcome.sent)
    await db.execute(
      sql`update mail_outbox set status = 'sent', sent_at = now(), claimed_until = null, last_error = null where ${claim}`,
    );
  else if (outcome.permanent)
    await db.execute(
      sql`update mail_outbox set status = 'failed', claimed_until = null, last_error = ${outcome.reason} where ${claim}`,
    );
  else
    await db.execute(sql`
      update mail_outbox
         set status = 'pending', claimed_until = null, last_error = ${outcome.reason},
             next_attempt_at = now() + make_interval(secs => ${outcome.retryInSeconds})
       where ${claim}`);
}

/** Exponential back-off after the n-th failed attempt, capped. */
export const retryDelaySeconds = (attempts: number, baseSeconds: number, maxSeconds: number) =>
  Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempts - 1));
