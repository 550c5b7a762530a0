import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";

export const TRAIL_PROTECTION_NOTE =
  "The audit trail is protected against mistakes, not against a compromised app: the app's database role owns it " +
  "(embedded PGlite, or one Postgres role), so it could lift the triggers and rewrite the chain. " +
  "Separate roles: docs/deploying.md#database-roles.";

/** The one line a production start prints when the app's own role owns the trail (PGlite always does); null otherwise. */
export async function trailProtectionNote(database: Database): Promise<string | null> {
  if (database.driver === "pglite") return TRAIL_PROTECTION_NOTE;
  const result = await database.db.execute<{ owns: boolean }>(
    sql`select pg_has_role(current_user, tableowner, 'MEMBER') as owns from pg_tables where tablename = 'audit_events'`,
  );
  const [row] = (result as unknown as { rows: { owns: boolean }[] }).rows;
  return row?.owns ? TRAIL_PROTECTION_NOTE : null;
}
