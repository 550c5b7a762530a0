import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";

// A database seeded before migration 0009 gets its update-day numbering: per customer and day, 1.. in list order.
const pg = new PGlite();
afterAll(() => pg.close());

async function migrate(file: string) {
  const text = readFileSync(path.join(process.cwd(), "lib/db/migrations", file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) if (statement.trim()) await pg.exec(statement);
}

const CUSTOMER = "11111111-1111-4111-8111-111111111111";
const dual = (n: number) => `22222222-2222-4222-8222-22222222222${n}`;

it("numbers each customer's dual hedges per day a leg was updated on, once per dual hedge, in list order", async () => {
  for (const file of [
    "0000_initial.sql",
    "0001_audit_append_only.sql",
    "0002_mutation_guards.sql",
    "0003_list_positions.sql",
  ]) {
    await migrate(file);
  }
  // Positions 1..3 (created_ts descending); legs' days: 1 → (A, A), 2 → (B, A), 3 → (A, B).
  await pg.exec(`
    INSERT INTO sandbox_customers VALUES ('${CUSTOMER}', 'A', 'GB', 'x', 'Approved', 'GBP', 1);
    INSERT INTO sandbox_dual_hedges VALUES
      ('${dual(1)}', '${CUSTOMER}', '33333333-3333-4333-8333-333333333333', '2026-11-01', 'GBP', 'USD', 'EUR', 1.1, 300, 1),
      ('${dual(2)}', '${CUSTOMER}', '33333333-3333-4333-8333-333333333333', '2026-11-01', 'GBP', 'USD', 'EUR', 1.1, 200, 2),
      ('${dual(3)}', '${CUSTOMER}', '33333333-3333-4333-8333-333333333333', '2026-11-01', 'GBP', 'USD', 'EUR', 1.1, 100, 3);
    INSERT INTO sandbox_hedges (id, dual_hedge_id, customer_id, dual_list_position, leg_index, status, transaction_id, external_transaction_id,
      external_customer_id, from_currency, to_currency, from_currency_amount, to_currency_amount, fixed_side,
      initial_collateral_amount, collateral_amount, quote, accepted_at_ts, issued_at, end_at, updated_at, overdue_at,
      settlement_at, settlement_type, adjusted_mtm_change_pct, adjusted_mtm_change_ts, spot_rate)
    SELECT gen_random_uuid(), d.id, d.customer_id, d.list_position, leg, 'Active', d.transaction_id, 'e', 'x', 'USD', 'GBP', 1, 1,
      'toCurrencyAmount', 1, 1, 1, 1, '2026-11-01', '2026-12-01',
      CASE WHEN (d.list_position = 2 AND leg = 0) OR (d.list_position = 3 AND leg = 1) THEN DATE '2026-11-02' ELSE DATE '2026-11-01' END,
      '2026-12-01', '2026-12-01', 'full', 0, 1, 1
    FROM sandbox_dual_hedges AS d, generate_series(0, 1) AS leg;
  `);
  for (const file of [
    "0004_demo_accounts.sql",
    "0005_staff_lifecycle.sql",
    "0006_reconcile_truth.sql",
    "0007_customer_ip_evidence.sql",
    "0008_two_factor.sql",
    "0009_update_days.sql",
  ]) {
    await migrate(file);
  }

  const rows = await pg.query(
    "SELECT updated_at::text AS day, dual_list_position AS position, day_position FROM sandbox_update_days ORDER BY 1, 2",
  );
  expect(rows.rows).toEqual([
    { day: "2026-11-01", position: 1, day_position: 1 },
    { day: "2026-11-01", position: 2, day_position: 2 },
    { day: "2026-11-01", position: 3, day_position: 3 },
    { day: "2026-11-02", position: 2, day_position: 1 },
    { day: "2026-11-02", position: 3, day_position: 2 },
  ]);
});
