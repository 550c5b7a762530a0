import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { DatabaseLockedError } from "@/lib/db/pglite-lock";

const journal = JSON.parse(readFileSync(path.join(process.cwd(), "lib/db/migrations/meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "hedge-desk-db-"));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const drivers = [
  ["pglite", () => ({ dataDir: tempDir() })],
  ["postgres", () => ({ url: inject("postgresUrl"), dataDir: tempDir() })],
] as const;

describe.each(drivers)("the %s driver", (driver, options) => {
  it("applies every migration once, even when opened twice", async () => {
    const opts = options();
    const first = await openDatabase(opts);
    expect(first.driver).toBe(driver);
    await first.close();
    const second = await openDatabase(opts);
    try {
      const applied = await rows<{ count: string | number }>(
        second,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied[0]?.count)).toBe(journal.entries.length);
      const tables = await rows<{ table_name: string }>(
        second,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_name like 'sandbox_%'`,
      );
      expect(tables.length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it("keeps numeric amounts exact (no float drift)", async () => {
    const database = await openDatabase(options());
    try {
      const [row] = await rows<{ remainder: string }>(
        database,
        sql`select (100.1::numeric - 90.1::numeric)::text as remainder`,
      );
      expect(row?.remainder).toBe("10.0");
    } finally {
      await database.close();
    }
  });
});

describe("the embedded database's settings", () => {
  it("runs with small shared buffers and keeps initdb's own settings, also in a folder made before them", async () => {
    const dataDir = tempDir();
    const { PGlite } = await import("@electric-sql/pglite");
    const older = await PGlite.create(path.join(dataDir, "pglite")); // as every folder was made before the setting
    expect((await older.query<{ shared_buffers: string }>("show shared_buffers")).rows[0]?.shared_buffers).toBe(
      "128MB",
    );
    await older.close();
    const database = await openDatabase({ dataDir });
    try {
      const setting = async (name: string) =>
        (await rows<{ value: string }>(database, sql`select current_setting(${name}) as value`))[0]?.value;
      expect(await setting("shared_buffers")).toBe("16MB");
      expect(await setting("TimeZone")).toBe("UTC");
      expect(await setting("DateStyle")).toBe("ISO, MDY");
      expect(await setting("lc_messages")).toBe("C");
    } finally {
      await database.close();
    }
  });
});

describe("the embedded database lock", () => {
  let holder: ChildProcess | undefined;
  afterAll(() => holder?.kill());

  it("refuses a second process on the same folder with a clear message", async () => {
    const dataDir = tempDir();
    holder = spawn("sleep", ["30"]);
    writeFileSync(path.join(dataDir, "pglite.lock"), String(holder.pid));
    const attempt = openDatabase({ dataDir });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(attempt).rejects.toThrow(`in use by another process (pid ${holder.pid})`);
  });

  it("takes over a lock left by a process that died, and releases it on close", async () => {
    const dataDir = tempDir();
    const lockPath = path.join(dataDir, "pglite.lock");
    writeFileSync(lockPath, "2147483646");
    const database = await openDatabase({ dataDir });
    expect(readFileSync(lockPath, "utf8")).toBe(String(process.pid));
    await database.close();
    expect(() => readFileSync(lockPath)).toThrow();
  });
});
