import { describe, expect, it } from "vitest";
import type { DualHedge } from "@/lib/wire";
import { csvLine } from "./csv";
import { DUAL_HEDGE_CSV_HEADER, dualHedgeCsvRow } from "./dual-hedge-csv";

type Leg = DualHedge["hedges"][number];

const leg = (overrides: Partial<Leg>): Leg => ({
  id: "8173b9a7-ee61-413e-b9e3-7c04b2a067c5",
  customerId: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
  status: "Active",
  transactionId: "4d78ac65-2c3f-47e2-8bf3-3f76124e9d27",
  externalTransactionId: "ext-tx-1",
  fromCurrency: "MXN",
  toCurrency: "EUR",
  externalCustomerId: "=ext-42",
  toCurrencyAmount: 1560,
  fromCurrencyAmount: 32161.8,
  fixedSide: "toCurrencyAmount",
  initialCollateralAmount: 1608.09,
  quote: 20.6165,
  externalMarkupPct: null,
  acceptedAtTs: 1763683200,
  issuedAt: "2026-11-02",
  endAt: "2027-02-23",
  updatedAt: "2026-11-02",
  cancelledAt: null,
  initialCollateralReceivedAt: "2026-11-03",
  fundsReceivedAt: null,
  completedAt: null,
  completedAtTs: null,
  overdueAt: "2027-03-02",
  settlementAt: "2027-02-24",
  settlementType: "full",
  adjustedMtmChangePct: 0.0125,
  adjustedMtmChangeTs: 1763683200,
  spotRate: 20.1,
  ...overrides,
});

const dual: DualHedge = {
  id: "3f0c2a1e-8a5b-4d8e-9f11-2b7c9d6e4a10",
  issuedAt: "2026-11-02",
  customerId: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
  functionalCurrency: "EUR",
  fromCurrency: "MXN",
  toCurrency: "USD",
  rate: 22.37,
  hedges: [
    leg({}),
    leg({
      id: "5e1d7c2b-3a4f-4b6e-8d9c-0f1e2d3c4b5a",
      fromCurrency: "EUR",
      toCurrency: "USD",
      fixedSide: "fromCurrencyAmount",
      fromCurrencyAmount: 0.1,
    }),
  ],
};

const record = (values: unknown[]) => Object.fromEntries(DUAL_HEDGE_CSV_HEADER.map((name, i) => [name, values[i]]));

describe("dualHedgeCsvRow", () => {
  it("has one value per header column", () => {
    expect(dualHedgeCsvRow(dual)).toHaveLength(DUAL_HEDGE_CSV_HEADER.length);
    expect(DUAL_HEDGE_CSV_HEADER.slice(0, 8)).toEqual([
      "dual_hedge_id",
      "customer_id",
      "issued_at",
      "from_currency",
      "functional_currency",
      "to_currency",
      "rate",
      "leg_count",
    ]);
  });

  it("writes both legs with their role and the remaining amount on the fixed side", () => {
    const row = record(dualHedgeCsvRow(dual));
    expect(row).toMatchObject({
      dual_hedge_id: dual.id,
      rate: 22.37,
      leg_count: 2,
      leg1_role: "Customer leg",
      leg1_fixed_side: "toCurrencyAmount",
      leg1_remaining_amount: 1560,
      leg1_remaining_currency: "EUR",
      leg2_role: "Supplier leg",
      leg2_remaining_amount: 0.1,
      leg2_remaining_currency: "EUR",
      leg2_end_at: "2027-02-23",
    });
  });

  it("leaves a missing leg and an unknown fixed side empty, and shows an unknown status as it is", () => {
    const single = record(dualHedgeCsvRow({ ...dual, hedges: [leg({ fixedSide: "bothSides", status: "Frozen" })] }));
    expect(single).toMatchObject({
      leg_count: 1,
      leg1_role: "Customer leg",
      leg1_status: "Frozen",
      leg1_remaining_amount: null,
      leg2_id: null,
    });
  });

  it("goes through csvLine safely (no exponent, formula text neutralised)", () => {
    const line = csvLine(dualHedgeCsvRow(dual));
    expect(line.startsWith(`"${dual.id}",`)).toBe(true);
    expect(line).toContain(`,0.1,"EUR",`);
    expect(line.endsWith("\r\n")).toBe(true);
  });
});
