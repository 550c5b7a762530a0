import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * The database sets each trail row's time (trigger audit_events_chain), so a test that needs an old row moves it back as
 * only the owner can: the append-only trigger lifted for one update. The row's hash then no longer holds; these tests
 * never check the chain.
 */
export async function backdateAuditRow(db: Db, id: number, occurredAt: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await tx.execute(sql`update audit_events set occurred_at = ${occurredAt} where id = ${id}`);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
  });
}
