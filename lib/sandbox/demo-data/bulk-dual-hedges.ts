import { HEDGE_CURRENCIES } from "./market";
import { type checkedLiterals, currencyValues, nextBusinessDay as nbd, rnd, textArray, tsOf, uuidOf } from "./bulk-sql";
import { STATUS_PATTERN } from "./generate-dual-hedge";

/** The JS generator's rules (generate-dual-hedge.ts, leg-dates.ts) in SQL: one temporary table of figures, then dual hedges and legs from it. */

type Literals = ReturnType<typeof checkedLiterals>;

export function bulkDualsSql(lit: Literals, count: number, customerId: string, functional: string): string {
  const others = HEDGE_CURRENCIES.filter((code) => code !== functional);
  const t = lit.today;
  return `
CREATE TEMP TABLE bulk_duals ON COMMIT DROP AS
WITH cur(code, units, minor, n) AS (VALUES ${currencyValues()}),
hc AS (SELECT code, units, minor, row_number() OVER (ORDER BY n) - 1 AS n FROM cur WHERE code = ANY(${textArray(others)})),
fn AS (SELECT units, minor FROM cur WHERE code = '${functional}'),
s1 AS (
  SELECT i, h, (${textArray(STATUS_PATTERN)})[1 + i % ${STATUS_PATTERN.length}] AS status,
    ${rnd("h", 1)} % ${others.length} AS f, ${rnd("h", 8)} % ${others.length - 1} AS step, ${rnd("h", 15)} AS ra, ${rnd("h", 22)} AS re,
    ${rnd("k", 1)} AS rc, ${rnd("k", 8)} AS rq1, ${rnd("k", 15)} AS rq2, ${rnd("k", 22)} AS ru
  FROM (SELECT i, md5(${lit.seed} || ':bulk-dual:' || i) AS h, md5(${lit.seed} || ':bulk-dual-k:' || i) AS k
        FROM generate_series(0, ${count - 1}) AS i) AS g
),
s2 AS (
  SELECT s1.*, CASE status WHEN 'Cancelled' THEN 1 + ra % 89 WHEN 'Completed' THEN 25 + ra % 65
    WHEN 'InProcess' THEN 20 + ra % 70 WHEN 'Overdue' THEN 40 + ra % 50 ELSE ra % 90 END AS age
  FROM s1
),
s3 AS (
  SELECT s2.*, ${t} - age AS issued,
    CASE status WHEN 'Cancelled' THEN ${t} - age + 30 + re % 336 WHEN 'Completed' THEN ${t} - age + 7 + re % (age - 10)
      WHEN 'InProcess' THEN ${t} WHEN 'Overdue' THEN ${t} - (8 + re % 23) ELSE ${t} + 14 + re % 287 END AS end_at,
    CASE WHEN status = 'Cancelled' THEN ${t} - (rc % age) END AS cancelled
  FROM s2
),
s4 AS (
  SELECT s3.*, ${nbd("end_at")} AS settlement,
    CASE WHEN status = 'Completed' THEN ${nbd("end_at")} END AS completed,
    CASE WHEN status = 'Completed' THEN end_at END AS funds,
    CASE status WHEN 'Cancelled' THEN cancelled WHEN 'Completed' THEN ${nbd("end_at")} WHEN 'InProcess' THEN ${t}
      WHEN 'Overdue' THEN ${nbd("end_at")} + 2
      ELSE issued + rc % (age + 1) END AS updated,
    least(${tsOf("issued")} + 8 * 3600 + ra % (10 * 3600), ${lit.nowTs} - 60) AS accepted_ts
  FROM s3
),
s5 AS (
  SELECT s4.*, fc.code AS from_code, fc.minor AS from_minor, tc.code AS to_code, fn.minor AS func_minor,
    round(fc.units / fn.units * (1 + (rq1 % 20001 - 10000) / 1000000.0), 6) AS quote_c,
    round(fn.units / tc.units * (1 + (rq2 % 20001 - 10000) / 1000000.0), 6) AS quote_s,
    round((20 + ru % 381) * 1000 * tc.units, -2) AS sup_to
  FROM s4 CROSS JOIN fn JOIN hc fc ON fc.n = s4.f JOIN hc tc ON tc.n = (s4.f + 1 + s4.step) % ${others.length}
),
s6 AS (SELECT s5.*, round(sup_to * quote_s, func_minor) AS sup_from FROM s5)
SELECT s6.*, round(sup_from * quote_c, from_minor) AS cust_from, ${uuidOf("h")} AS dual_id, ${uuidOf("md5(h)")} AS transaction_id,
  ${customerId} AS customer_id, '${functional}'::text AS functional,
  (SELECT external_customer_id FROM sandbox_customers WHERE id = ${customerId}) AS ext_customer_id,
  row_number() OVER (ORDER BY accepted_ts DESC, ${uuidOf("h")} DESC) AS list_position
FROM s6`;
}

export const dualHedgesSql = () => `
INSERT INTO sandbox_dual_hedges (id, customer_id, transaction_id, issued_at, functional_currency, from_currency, to_currency, rate, created_ts, list_position)
SELECT dual_id, customer_id, transaction_id, issued, functional, from_code, to_code, round(quote_c * quote_s, 6), accepted_ts, list_position
FROM bulk_duals`;

export const legsSql = (lit: Literals) => `
INSERT INTO sandbox_hedges (id, dual_hedge_id, customer_id, dual_list_position, leg_index, status, transaction_id, external_transaction_id,
  external_customer_id, from_currency, to_currency, from_currency_amount, to_currency_amount, fixed_side,
  initial_collateral_amount, collateral_amount, quote, external_markup_pct, accepted_at_ts, issued_at, end_at, updated_at,
  cancelled_at, initial_collateral_received_at, funds_received_at, completed_at, completed_at_ts, overdue_at, settlement_at,
  settlement_type, adjusted_mtm_change_pct, adjusted_mtm_change_ts, spot_rate, version)
SELECT ${uuidOf("lh")}, dual_id, customer_id, list_position, leg, status, transaction_id, substr(md5(lh), 1, 24),
  ext_customer_id, lfrom, lto,
  CASE WHEN status = 'Completed' THEN 0 ELSE from_amt END, CASE WHEN status = 'Completed' THEN 0 ELSE to_amt END,
  'toCurrencyAmount', round(from_amt * 0.05, lminor), CASE WHEN status = 'Completed' THEN 0 ELSE round(from_amt * 0.05, lminor) END,
  lquote, CASE WHEN ${rnd("lh", 1)} % 10 < 3 THEN NULL ELSE (ARRAY[0.25, 0.5, 1, 1.5])[1 + ${rnd("lh", 8)} % 4] END,
  accepted_ts, issued, end_at, updated, cancelled, least(issued + ${rnd("lh", 15)} % 3, ${lit.today}), funds, completed,
  CASE WHEN completed IS NOT NULL THEN ${tsOf("completed")} + 9 * 3600 END,
  settlement + 2, settlement, 'full', round((${rnd("lh", 22)} % 1001 - 500) / 10000.0, 4),
  least(greatest(${tsOf("updated")} + 6 * 3600, accepted_ts + 600), ${lit.nowTs} - 30), round(lquote * (0.97 + (${rnd("md5(lh)", 1)} % 60001) / 1000000.0), 6), 0
FROM (
  SELECT b.*, md5(h || ':leg' || l.leg) AS lh, l.*
  FROM bulk_duals AS b CROSS JOIN LATERAL (VALUES
    (0, b.from_code, b.functional, b.cust_from, b.sup_from, b.quote_c, b.from_minor),
    (1, b.functional, b.to_code, b.sup_from, b.sup_to, b.quote_s, b.func_minor)
  ) AS l(leg, lfrom, lto, from_amt, to_amt, lquote, lminor)
) AS legs`;
