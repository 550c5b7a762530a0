import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { createPostgresDatabase } from "@/test/support/postgres-database";

// On Postgres: the app's handle and a second one on the same database, as a second instance would hold.
const { url } = await createPostgresDatabase(inject("postgresUrl"), "desk_cache");
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-desk-cache-pg-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = url;

const { getDb, closeDatabase, openDatabase } = await import("@/lib/db");
type Database = Awaited<ReturnType<typeof openDatabase>>;
const { deskCacheCases } = await import("./support/desk-cache-cases");
let other: Database | undefined;

beforeAll(async () => {
  await getDb();
});

afterAll(async () => {
  await other?.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

deskCacheCases("postgres", async () => (other ??= await openDatabase({ url, dataDir })));
