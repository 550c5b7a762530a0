import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "@/lib/db";
import { migrationsFolder } from "@/lib/db/migrate";
import type { Manifest } from "./backup-file";

type Contents = Pick<Manifest, "schema" | "tables" | "auditChain">;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a database holds, as a backup names it: its migrations, rows per table, the audit trail's last link. */
export async function inspectDatabase(db: Db): Promise<Contents> {
  const [migrations] = rowsOf<{ applied: string | number; newest: string | number | null }>(
    await db.execute(sql`select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations`),
  );
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ${sql.identifier(name)}`),
    );
    tables[name] = Number(row?.n ?? 0);
  }
  const [head] = rowsOf<{ row_hash: string | null }>(
    await db.execute(sql`select row_hash from audit_events order by chain_seq desc nulls last limit 1`),
  );
  return {
    schema: { migrations: Number(migrations?.applied ?? 0), newest: Number(migrations?.newest ?? 0) },
    tables,
    auditChain: { rows: tables.audit_events ?? 0, headHash: head?.row_hash ?? null },
  };
}

/** The newest migration this build ships (drizzle's folderMillis). */
export function newestMigrationOfBuild(): number {
  return Math.max(...readMigrationFiles({ migrationsFolder }).map((entry) => entry.folderMillis));
}

/** The differences between what a backup says it holds and what a restored database holds; empty when they agree. */
export function differences(expected: Contents, found: Contents): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(expected.tables))
    if (found.tables[table] !== rows)
      problems.push(`${table}: ${rows} rows in the backup, ${found.tables[table] ?? 0} restored`);
  if (found.auditChain.headHash !== expected.auditChain.headHash)
    problems.push("the audit trail's last link is not the one the backup recorded");
  return problems;
}
