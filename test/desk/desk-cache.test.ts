import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

// On PGlite: one process holds the database, so the "other instance" is this one's handle with a cache of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-desk-cache-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { getDb, closeDatabase } = await import("@/lib/db");
const { deskCacheCases } = await import("./support/desk-cache-cases");

beforeAll(async () => {
  await getDb(); // opening and migrating a fresh PGlite takes a while on a busy machine
});

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

deskCacheCases("pglite", async () => null);
