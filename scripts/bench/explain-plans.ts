// Plans of the very statements the store sends (through a drizzle logger); run after the server stopped, as PGlite admits one process.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import { PGLITE_POSTGRESQL_CONF } from "@/lib/db/pglite-settings";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db";
import { listConversions } from "@/lib/sandbox/store/conversions";
import { listDualHedges } from "@/lib/sandbox/store/dual-hedge-store";

type Case = {
  name: string;
  filter?: { page?: number; perPage?: number; createdAt?: string; updatedAt?: string };
  conversions?: { page: number; perPage?: number };
};

const [dataDir, casesFile, outFile, customerId] = process.argv.slice(2);
if (!dataDir || !casesFile || !outFile || !customerId)
  throw new Error("usage: explain-plans.ts DATA_DIR|POSTGRES_URL CASES_JSON OUT_JSON CUSTOMER_ID");
const cases = JSON.parse(readFileSync(casesFile, "utf8")) as Case[];

let captured: { sql: string; params: unknown[] }[] = [];
const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
const { db, query, close } = await open(dataDir);

async function open(where: string) {
  if (/^postgres(ql)?:\/\//.test(where)) {
    const pool = new pg.Pool({ connectionString: where, max: 1 });
    return {
      db: drizzleNodePostgres(pool, { schema, logger }) as unknown as Db,
      query: async (sql: string, params: unknown[]) =>
        (await pool.query(sql, params)).rows as { "QUERY PLAN": string }[],
      close: () => pool.end(),
    };
  }
  const release = acquirePgliteLock(where);
  const client = await PGlite.create(path.join(where, "pglite"), {
    postgresqlconf: PGLITE_POSTGRESQL_CONF,
    extensions: { pg_trgm },
  });
  return {
    db: drizzle(client, { schema, logger }) as unknown as Db,
    query: async (sql: string, params: unknown[]) => (await client.query<{ "QUERY PLAN": string }>(sql, params)).rows,
    close: async () => {
      await client.close();
      release();
    },
  };
}

const results = [];
try {
  for (const testCase of cases) {
    captured = [];
    if (testCase.conversions) await listConversions(db, { perPage: 100, ...testCase.conversions });
    else await listDualHedges(db, customerId, { page: testCase.filter?.page ?? 1, perPage: 100, ...testCase.filter });
    const statements = [];
    for (const { sql, params } of captured) {
      const explained = await query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      const plan = explained.map((row) => row["QUERY PLAN"]).join("\n");
      statements.push({ sql, plan, seqScans: [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]) });
    }
    results.push({ name: testCase.name, statements, fullScan: statements.some((s) => s.seqScans.length > 0) });
  }
} finally {
  await close();
}
writeFileSync(outFile, JSON.stringify(results, null, 2));
