import { sql } from "drizzle-orm";
import type { Tx } from "../store/rows";
import { SANDBOX_ORGANIZATION_ID } from "../store/conversions";
import { bulkDualsSql, dualHedgesSql, legsSql } from "./bulk-dual-hedges";
import { CONVERSION_CURRENCY_COUNT, checkedLiterals, currencyValues, rnd, textArray, tsOf, uuidOf } from "./bulk-sql";
import { CONVERSIONS_PER_SCALE } from "./conversions";
import { CUSTOMERS_PER_SCALE, STATUS_CYCLE } from "./customers";
import { DUAL_HEDGES_PER_SCALE } from "./index";
import { COUNTRIES, NAME_FIRST, NAME_SECOND } from "./market";

/** Scale beyond 1: the demo block plus (scale - 1) SQL blocks, owned by one large account (so its list has depth) and older than the demo's rows. */

export type BulkOptions = { seed: number; scale: number; today: string; nowTs: number };

const LARGE_ACCOUNT = { code: "GB", currency: "GBP", name: "Volume Hedging Ltd" };

const customersSql = (lit: ReturnType<typeof checkedLiterals>, count: number) => `
INSERT INTO sandbox_customers (id, company_name, company_country, external_customer_id, status, functional_currency, created_ts)
SELECT ${uuidOf("h")},
  CASE WHEN i = 0 THEN '${LARGE_ACCOUNT.name}'
    ELSE (${textArray(NAME_FIRST)})[1 + i % ${NAME_FIRST.length}] || ' ' || (${textArray(NAME_SECOND)})[1 + (i * 7) % ${NAME_SECOND.length}]
      || ' ' || (${textArray(COUNTRIES.map((c) => c.suffix))})[1 + i % ${COUNTRIES.length}] || ' B' || i END,
  CASE WHEN i = 0 THEN '${LARGE_ACCOUNT.code}' ELSE (${textArray(COUNTRIES.map((c) => c.code))})[1 + i % ${COUNTRIES.length}] END,
  substr(md5(h), 1, 24),
  CASE WHEN i = 0 THEN 'Approved' ELSE (${textArray(STATUS_CYCLE)})[1 + i % ${STATUS_CYCLE.length}] END,
  CASE WHEN i = 0 THEN '${LARGE_ACCOUNT.currency}' ELSE (${textArray(COUNTRIES.map((c) => c.currency))})[1 + i % ${COUNTRIES.length}] END,
  CASE WHEN i = 0 THEN ${lit.nowTs} - 30 ELSE ${lit.nowTs} - 121 * 86400 - i * 60 END
FROM (SELECT i, md5(${lit.seed} || ':bulk-customer:' || i) AS h FROM generate_series(0, ${count - 1}) AS i) AS g`;

const largeAccountId = (lit: ReturnType<typeof checkedLiterals>) => uuidOf(`md5(${lit.seed} || ':bulk-customer:0')`);

export async function insertBulkData(tx: Tx, options: BulkOptions): Promise<void> {
  const blocks = options.scale - 1;
  if (blocks <= 0) return;
  const lit = checkedLiterals(options);
  await tx.execute(sql.raw(customersSql(lit, CUSTOMERS_PER_SCALE * blocks)));
  await tx.execute(
    sql.raw(bulkDualsSql(lit, DUAL_HEDGES_PER_SCALE * blocks, largeAccountId(lit), LARGE_ACCOUNT.currency)),
  );
  await tx.execute(sql.raw(dualHedgesSql()));
  await tx.execute(sql.raw(legsSql(lit)));
  await tx.execute(sql.raw(conversionsSql(lit, CONVERSIONS_PER_SCALE * blocks)));
}

const conversionsSql = (lit: ReturnType<typeof checkedLiterals>, count: number) => `
WITH cur(code, units, minor, n) AS (VALUES ${currencyValues()}),
g AS (
  SELECT i, md5(${lit.seed} || ':bulk-conversion:' || i) AS h FROM generate_series(0, ${count - 1}) AS i
),
r AS (
  SELECT i, h, ${rnd("h", 1)} % ${CONVERSION_CURRENCY_COUNT} AS f, ${rnd("h", 8)} % ${CONVERSION_CURRENCY_COUNT - 1} AS step,
    500 + ${rnd("h", 15)} % 249501 AS usd, 91 + ${rnd("h", 22)} % 365 AS age, ${rnd("md5(h)", 1)} AS r5, ${rnd("md5(h)", 8)} AS r6
  FROM g
),
c AS (
  SELECT r.*, fc.code AS from_code, fc.minor AS from_minor, tc.code AS to_code, tc.minor AS to_minor,
    round(fc.units / tc.units * (1 + ((r5 % 20001) - 10000) / 1000000.0), 6) AS quote,
    round(usd * tc.units, tc.minor) AS to_amount, ${lit.today} - age AS issued
  FROM r JOIN cur fc ON fc.n = r.f JOIN cur tc ON tc.n = (r.f + 1 + r.step) % ${CONVERSION_CURRENCY_COUNT}
)
INSERT INTO sandbox_conversions (id, organization_id, from_currency, to_currency, to_currency_amount, from_currency_amount, quote, accepted_at_ts, issued_at, completed_at, list_position)
SELECT id, '${SANDBOX_ORGANIZATION_ID}', from_code, to_code, to_amount, round(to_amount * quote, from_minor), quote, accepted_ts, issued,
  issued + r6 % 3, (SELECT count(*) FROM sandbox_conversions) + row_number() OVER (ORDER BY accepted_ts DESC, id DESC)
FROM (SELECT c.*, ${uuidOf("h")} AS id, ${tsOf("issued")} + 7 * 3600 + r6 % (12 * 3600) AS accepted_ts FROM c) AS d`;
