import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "@/lib/db";
import { checkReadiness } from "@/lib/db/readiness";
import { drivers, removeTempDirs, tempDir } from "../auth/support";

afterAll(removeTempDirs);

describe.each(drivers)("readiness on %s", (_driver, open) => {
  it("is ready once the database answers with every migration of this build", async () => {
    const database = await open();
    try {
      expect(await checkReadiness(async () => database.db)).toEqual({
        ready: true,
        database: "ok",
        migrations: "current",
      });
    } finally {
      await database.close();
    }
  });
});

describe("readiness of an embedded database an older build migrated", () => {
  let database: Database;
  afterAll(() => database?.close());

  it("is not ready when the newest migration is not recorded", async () => {
    database = await openDatabase({ dataDir: tempDir() });
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await checkReadiness(async () => database.db)).toEqual({
      ready: false,
      database: "ok",
      migrations: "behind",
    });
  });
});

describe("readiness without a database", () => {
  it("is not ready when the database refuses connections", async () => {
    const pool = new Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none", connectionTimeoutMillis: 1_000 });
    try {
      const db = drizzle(pool) as unknown as Db;
      expect(await checkReadiness(async () => db)).toEqual({
        ready: false,
        database: "unreachable",
        migrations: "unknown",
      });
    } finally {
      await pool.end();
    }
  });

  it("is not ready when the database does not answer in time", async () => {
    const never = () => new Promise<Db>(() => {});
    expect(await checkReadiness(never, 50)).toEqual({ ready: false, database: "unreachable", migrations: "unknown" });
  });
});
