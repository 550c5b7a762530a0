import { createHash } from "node:crypto";
import { z } from "zod";

// A backup file: one line naming the format, one line of JSON saying what it holds, then the database's own dump.
const MAGIC = "hedge-desk-backup 1\n";

export const manifestSchema = z.strictObject({
  createdAt: z.iso.datetime(),
  driver: z.enum(["pglite", "postgres"]),
  /** The migrations applied in the backed-up database: how many, and the newest's time (drizzle's folderMillis). */
  schema: z.strictObject({ migrations: z.number().int().min(0), newest: z.number().int().min(0) }),
  /** Rows per table, as the dump holds them. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The audit trail's last link in the dump: a restore must show the same. */
  auditChain: z.strictObject({ rows: z.number().int().min(0), headHash: z.string().nullable() }),
  payload: z.strictObject({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Said to the person restoring, as is: what is wrong with the file, and that nothing was changed. */
export class BackupFileError extends Error {
  override readonly name = "BackupFileError";
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export function encodeBackup(manifest: Omit<Manifest, "payload">, payload: Uint8Array): Buffer {
  const whole: Manifest = { ...manifest, payload: { bytes: payload.byteLength, sha256: sha256(payload) } };
  return Buffer.concat([Buffer.from(MAGIC), Buffer.from(`${JSON.stringify(whole)}\n`), payload]);
}

export function decodeBackup(file: Buffer): { manifest: Manifest; payload: Buffer } {
  if (!file.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC)))
    throw new BackupFileError("This is not a Hedge Desk backup (it does not start as one made by npm run db:backup).");
  const end = file.indexOf(0x0a, MAGIC.length);
  if (end === -1) throw new BackupFileError("The backup is cut short: its description is incomplete.");
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(file.subarray(MAGIC.length, end).toString("utf8")));
  } catch {
    throw new BackupFileError("The backup's description cannot be read: the file is damaged.");
  }
  const payload = file.subarray(end + 1);
  if (payload.byteLength !== manifest.payload.bytes)
    throw new BackupFileError(
      `The backup is cut short or damaged: it should hold ${manifest.payload.bytes} bytes of data, and holds ${payload.byteLength}.`,
    );
  if (sha256(payload) !== manifest.payload.sha256)
    throw new BackupFileError("The backup is damaged: its data does not match its checksum.");
  return { manifest, payload };
}
