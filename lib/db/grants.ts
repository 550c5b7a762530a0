import { getTableName } from "drizzle-orm";
import { escapeIdentifier, type PoolClient } from "pg";
import * as schema from "./schema";

type Privilege = "SELECT" | "INSERT" | "UPDATE" | "DELETE" | "TRUNCATE";
const READ_WRITE: Privilege[] = ["SELECT", "INSERT", "UPDATE", "DELETE"];

/** What the app itself does to each table; the audit trail only ever gains rows. */
export const RUNTIME_PRIVILEGES: Record<string, Privilege[]> = {
  [getTableName(schema.auditEvents)]: ["SELECT", "INSERT"],
  // npm run audit:verify records each check; /audit reads the last one.
  [getTableName(schema.auditChainChecks)]: ["SELECT", "INSERT"],
  // better-auth updates and deletes sessions, verifications and limiter rows; users change role; demo:remove deletes users.
  [getTableName(schema.authUsers)]: READ_WRITE,
  [getTableName(schema.authSessions)]: READ_WRITE,
  [getTableName(schema.authAccounts)]: READ_WRITE,
  [getTableName(schema.authVerifications)]: READ_WRITE,
  [getTableName(schema.authRateLimits)]: READ_WRITE,
  [getTableName(schema.authSecrets)]: ["SELECT", "INSERT"],
  // Per-account back-off: a right password deletes the account's row.
  [getTableName(schema.signInFailures)]: READ_WRITE,
  // The two-factor plugin counts failed codes and deletes the row when two-factor is turned off.
  [getTableName(schema.authTwoFactors)]: READ_WRITE,
  [getTableName(schema.appSettings)]: ["SELECT", "INSERT", "UPDATE"],
  [getTableName(schema.mutationLocks)]: READ_WRITE,
  [getTableName(schema.quotedProposals)]: ["SELECT", "INSERT", "UPDATE"],
  // Requests change state by guarded UPDATEs and are never deleted (the trail records each step too).
  [getTableName(schema.approvalRequests)]: ["SELECT", "INSERT", "UPDATE"],
  // The book is a cache of the service's answers: the sync inserts, updates and (never today) deletes.
  [getTableName(schema.bookSyncPasses)]: ["SELECT", "INSERT", "UPDATE"],
  [getTableName(schema.bookCustomers)]: READ_WRITE,
  [getTableName(schema.bookDualHedges)]: READ_WRITE,
  [getTableName(schema.bookLegs)]: READ_WRITE,
  [getTableName(schema.bookConversions)]: READ_WRITE,
  // Written by the book_legs trigger as the app's role; never changed after.
  [getTableName(schema.bookLegChanges)]: ["SELECT", "INSERT"],
  // Staff's notes are kept as written (a trigger refuses the rest too).
  [getTableName(schema.customerNotes)]: ["SELECT", "INSERT"],
  // One row, only ever bumped (lib/book/changes.ts).
  [getTableName(schema.bookChanges)]: ["SELECT", "UPDATE"],
  // The work queue's items change by guarded UPDATEs; their history only gains lines; the refresh row is claimed.
  [getTableName(schema.attentionItems)]: ["SELECT", "INSERT", "UPDATE"],
  [getTableName(schema.attentionItemEvents)]: ["SELECT", "INSERT"],
  [getTableName(schema.attentionRefresh)]: ["SELECT", "UPDATE"],
  // Written by the book's triggers as the app's role; a refresh deletes the marks it judged.
  [getTableName(schema.attentionMarks)]: ["SELECT", "INSERT", "DELETE"],
  // Alerts: marked read, and deleted once read and past their retention; the rest is upserted per person, role or mail.
  [getTableName(schema.alerts)]: READ_WRITE,
  [getTableName(schema.alertSubscriptions)]: ["SELECT", "INSERT", "UPDATE"],
  [getTableName(schema.alertDefaults)]: ["SELECT", "INSERT", "UPDATE"],
  [getTableName(schema.staffPreferences)]: ["SELECT", "INSERT", "UPDATE"],
  [getTableName(schema.mailOutbox)]: ["SELECT", "INSERT", "UPDATE"],
  // The sandbox is the app's own state: its reset empties every table at once.
  ...Object.fromEntries(
    schema.sandboxTables.map((table) => [getTableName(table), [...READ_WRITE, "TRUNCATE"] as Privilege[]]),
  ),
};

export class RuntimeRoleError extends Error {
  override readonly name = "RuntimeRoleError";
}

/** Refuses a runtime role that could act as the owner: then no grant would keep the trail safe. */
export async function checkRuntimeRole(client: PoolClient, role: string): Promise<void> {
  const { rows } = await client.query<{
    exists: boolean;
    superuser: boolean;
    owner: string;
    member: boolean;
    schema_owner: boolean;
  }>(
    `SELECT r.rolname IS NOT NULL AS exists, coalesce(r.rolsuper, false) AS superuser, current_user AS owner,
            r.rolname IS NOT NULL AND pg_has_role(r.oid, current_user, 'MEMBER') AS member,
            r.rolname IS NOT NULL AND pg_has_role(r.oid, (SELECT nspowner FROM pg_namespace WHERE nspname = 'public'), 'MEMBER') AS schema_owner
       FROM (SELECT 1) AS one LEFT JOIN pg_roles r ON r.rolname = $1`,
    [role],
  );
  const row = rows[0]!;
  const owned = row.exists ? await ownedObjects(client, role) : [];
  if (!row.exists)
    throw new RuntimeRoleError(
      `The app's database role "${role}" does not exist: create it first (docs/deploying.md).`,
    );
  const problem = row.superuser
    ? `the role "${role}" is a superuser`
    : row.member
      ? `the role "${role}" is the migration role "${row.owner}" or a member of it`
      : row.schema_owner
        ? `the role "${role}" owns the schema public (or the database), so it could drop any table in it`
        : owned.length > 0
          ? `the role "${role}" owns ${owned.join(", ")} (migrated by the app before: as a superuser, REASSIGN OWNED BY ${escapeIdentifier(role)} TO ${escapeIdentifier(row.owner)})`
          : undefined;
  if (problem) {
    throw new RuntimeRoleError(
      `The app's database role must not be able to act as the owner, but ${problem}. See docs/deploying.md.`,
    );
  }
}

/** Tables, sequences, functions (the trail's trigger) and the migrations' schema: an owner of any could undo the trail's protection. */
async function ownedObjects(client: PoolClient, role: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'drizzle') AND pg_has_role($1, c.relowner, 'MEMBER')
     UNION ALL
     SELECT n.nspname || '.' || p.proname || '()' FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND pg_has_role($1, p.proowner, 'MEMBER')
     UNION ALL
     SELECT 'schema ' || nspname FROM pg_namespace WHERE nspname = 'drizzle' AND pg_has_role($1, nspowner, 'MEMBER')
     ORDER BY 1 LIMIT 5`,
    [role],
  );
  return rows.map((row) => row.name);
}

/** Re-granted on every run, from nothing, so a table a migration adds gets exactly its listed rights (or none). */
export async function grantRuntimeRole(client: PoolClient, role: string): Promise<string[]> {
  const who = escapeIdentifier(role);
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const unlisted: string[] = [];
  const statements = [
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${who}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${who}`,
    `GRANT USAGE ON SCHEMA public TO ${who}`,
    // Identity columns draw from their sequence; USAGE lets the app insert, not reset it.
    `GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${who}`,
    // Read only, so the app can check at start that the schema is current.
    `GRANT USAGE ON SCHEMA drizzle TO ${who}`,
    `GRANT SELECT ON drizzle.__drizzle_migrations TO ${who}`,
  ];
  for (const { name } of rows) {
    const privileges = RUNTIME_PRIVILEGES[name];
    if (!privileges) unlisted.push(name);
    else statements.push(`GRANT ${privileges.join(", ")} ON ${escapeIdentifier(name)} TO ${who}`);
  }
  for (const statement of statements) await client.query(statement);
  return unlisted;
}
