import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";

// A database seeded before migration 0003 keeps its lists: the rows are numbered newest first.
const pg = new PGlite();
afterAll(() => pg.close());

async function migrate(file: string) {
  const text = readFileSync(path.join(process.cwd(), "lib/db/migrations", file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) if (statement.trim()) await pg.exec(statement);
}

const CUSTOMER = "11111111-1111-4111-8111-111111111111";
const ORGANIZATION = "5f0c1d2e-7a4b-4c3d-9e8f-0a1b2c3d4e5f";

it("numbers dual hedges, their legs and conversions that existed before it, newest first", async () => {
  for (const file of ["0000_initial.sql", "0001_audit_append_only.sql", "0002_mutation_guards.sql"])
    await migrate(file);
  await pg.exec(`
    INSERT INTO sandbox_customers VALUES ('${CUSTOMER}', 'A', 'GB', 'x', 'Approved', 'GBP', 1);
    INSERT INTO sandbox_dual_hedges VALUES
      ('22222222-2222-4222-8222-222222222221', '${CUSTOMER}', '33333333-3333-4333-8333-333333333333', '2026-11-01', 'GBP', 'USD', 'EUR', 1.1, 100),
      ('22222222-2222-4222-8222-222222222222', '${CUSTOMER}', '33333333-3333-4333-8333-333333333333', '2026-11-02', 'GBP', 'USD', 'EUR', 1.1, 200);
    INSERT INTO sandbox_hedges (id, dual_hedge_id, customer_id, leg_index, status, transaction_id, external_transaction_id,
      external_customer_id, from_currency, to_currency, from_currency_amount, to_currency_amount, fixed_side,
      initial_collateral_amount, collateral_amount, quote, accepted_at_ts, issued_at, end_at, updated_at, overdue_at,
      settlement_at, settlement_type, adjusted_mtm_change_pct, adjusted_mtm_change_ts, spot_rate)
    SELECT gen_random_uuid(), d.id, d.customer_id, leg, 'Active', d.transaction_id, 'e', 'x', 'USD', 'GBP', 1, 1,
      'toCurrencyAmount', 1, 1, 1, 1, '2026-11-01', '2026-12-01', '2026-11-01', '2026-12-01', '2026-12-01', 'full', 0, 1, 1
    FROM sandbox_dual_hedges AS d, generate_series(0, 1) AS leg;
    INSERT INTO sandbox_conversions VALUES
      ('44444444-4444-4444-8444-444444444441', '${ORGANIZATION}', 'USD', 'EUR', 1, 1, 1, 500, '2026-11-01', NULL),
      ('44444444-4444-4444-8444-444444444442', '${ORGANIZATION}', 'USD', 'EUR', 1, 1, 1, 900, '2026-11-01', NULL);
  `);

  await migrate("0003_list_positions.sql");

  const duals = await pg.query("SELECT created_ts, list_position FROM sandbox_dual_hedges ORDER BY list_position");
  expect(duals.rows).toEqual([
    { created_ts: 200, list_position: 1 },
    { created_ts: 100, list_position: 2 },
  ]);
  const legs = await pg.query<{ mismatched: number }>(
    "SELECT count(*)::int AS mismatched FROM sandbox_hedges AS h JOIN sandbox_dual_hedges AS d ON d.id = h.dual_hedge_id WHERE h.dual_list_position <> d.list_position",
  );
  expect(legs.rows[0]?.mismatched).toBe(0);
  const conversions = await pg.query(
    "SELECT accepted_at_ts, list_position FROM sandbox_conversions ORDER BY list_position",
  );
  expect(conversions.rows).toEqual([
    { accepted_at_ts: 900, list_position: 1 },
    { accepted_at_ts: 500, list_position: 2 },
  ]);
});
