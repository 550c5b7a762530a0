import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";

export const UNKNOWN_OUTCOME_MESSAGE =
  "No outcome was recorded (the server stopped or the database was unreachable during the call). " +
  "Check the hedging service with this request id.";

/**
 * Appends an `unknown` outcome to every attempt older than `olderThanMinutes` that has none: the
 * server died or lost its database between the upstream call and the outcome row. Idempotent and
 * safe on several instances at once (one outcome per attempt is a unique index). Runs at start-up
 * and every few minutes; returns the attempt ids it marked.
 */
export async function reconcileUnknownAttempts(options: { olderThanMinutes: number }, database?: Db): Promise<number[]> {
  const db = database ?? (await getDb());
  const cutoff = new Date(Date.now() - options.olderThanMinutes * 60_000).toISOString();
  const result = await db.execute<{ attempt_id: number | string }>(sql`
    insert into audit_events
      (staff_user_id, staff_email, action, customer_id, target_ids, customer_ip, outcome, error_kind, error_message, request_id, attempt_id)
    select a.staff_user_id, a.staff_email, a.action, a.customer_id, a.target_ids, a.customer_ip,
           'unknown', 'unknown', ${UNKNOWN_OUTCOME_MESSAGE}, a.request_id, a.id
    from audit_events a
    where a.outcome = 'attempt'
      and a.occurred_at <= ${cutoff}::timestamptz
      and not exists (select 1 from audit_events o where o.attempt_id = a.id)
    on conflict (attempt_id) do nothing
    returning attempt_id`);
  return (result as unknown as { rows: { attempt_id: number | string }[] }).rows.map((row) => Number(row.attempt_id));
}
