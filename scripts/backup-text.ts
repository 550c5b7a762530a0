import type { Manifest } from "@/lib/backup/backup-file";

/** What a backup holds, as db:backup and db:restore print it. */
export function describeBackup(manifest: Manifest): string {
  const tables = Object.entries(manifest.tables)
    .filter(([, rows]) => rows > 0)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(", ");
  return [
    `  made ${manifest.createdAt}, ${manifest.payload.bytes} bytes, ${manifest.schema.migrations} migrations applied`,
    `  audit trail: ${manifest.auditChain.rows} rows, last link ${manifest.auditChain.headHash ?? "(none)"}`,
    `  rows: ${tables}`,
  ].join("\n");
}
