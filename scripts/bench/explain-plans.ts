// Query plans of the sandbox's list queries at scale, run with `tsx` on the bench's database after
// the server has stopped (PGlite admits one process). The store's own functions run through a
// drizzle logger, so the plans are those of the very statements the sandbox sends.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { acquirePgliteLock } from "@/lib/db/pglite-lock";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db";
import { listConversions } from "@/lib/sandbox/store/conversions";
import { listDualHedges } from "@/lib/sandbox/store/dual-hedges";

type Case = { name: string; filter?: { page?: number; createdAt?: string; updatedAt?: string }; conversions?: { page: number } };

const [dataDir, casesFile, outFile, customerId] = process.argv.slice(2);
if (!dataDir || !casesFile || !outFile || !customerId) throw new Error("usage: explain-plans.ts DATA_DIR CASES_JSON OUT_JSON CUSTOMER_ID");
const cases = JSON.parse(readFileSync(casesFile, "utf8")) as Case[];

const release = acquirePgliteLock(dataDir);
const client = await PGlite.create(path.join(dataDir, "pglite"));
let captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(client, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as unknown as Db;

const results = [];
try {
  for (const testCase of cases) {
    captured = [];
    if (testCase.conversions) await listConversions(db, { page: testCase.conversions.page, perPage: 100 });
    else await listDualHedges(db, customerId, { page: testCase.filter?.page ?? 1, perPage: 100, ...testCase.filter });
    const statements = [];
    for (const { sql, params } of captured) {
      const explained = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      const plan = explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
      statements.push({ sql, plan, seqScans: [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]) });
    }
    results.push({ name: testCase.name, statements, fullScan: statements.some((s) => s.seqScans.length > 0) });
  }
} finally {
  await client.close();
  release();
}
writeFileSync(outFile, JSON.stringify(results, null, 2));
