import "server-only";

/** Bodies exactly as the interface document describes them: v4 ids, YYYY-MM-DD dates, no extras. */

export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

export const ID = {
  customer: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
  dualHedge: "3f0c2a1e-8a5b-4d8e-9f11-2b7c9d6e4a10",
  hedge: "8173b9a7-ee61-413e-b9e3-7c04b2a067c5",
  supplierHedge: "5e1d7c2b-3a4f-4b6e-8d9c-0f1e2d3c4b5a",
  transaction: "4d78ac65-2c3f-47e2-8bf3-3f76124e9d27",
  proposal: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  drawdown: "0f1e2d3c-4b5a-4697-a8b9-cadbecfd0e1f",
  conversion: "6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f",
  organization: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
} as const;

export const pagination = { page: 1, perPage: 25, totalResults: 1 };

export const customer = {
  id: ID.customer,
  companyName: "Ollivander's Wand Shop",
  companyCountry: "GB",
  externalCustomerId: "ext-42",
  status: "Approved",
};

export function hedge(overrides: Record<string, unknown> = {}) {
  return {
    id: ID.hedge,
    customerId: ID.customer,
    status: "Active",
    transactionId: ID.transaction,
    externalTransactionId: "ext-tx-1",
    fromCurrency: "MXN",
    toCurrency: "USD",
    externalCustomerId: "ext-42",
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
  };
}

export function dualHedge(overrides: Record<string, unknown> = {}) {
  return {
    id: ID.dualHedge,
    issuedAt: "2026-11-02",
    customerId: ID.customer,
    functionalCurrency: "EUR",
    fromCurrency: "MXN",
    toCurrency: "USD",
    rate: 20.616512,
    hedges: [hedge(), hedge({ id: ID.supplierHedge })],
    ...overrides,
  };
}

const snapshot = (amounts: { from: number; to: number; collateral: number }) => ({
  fromCurrencyAmount: amounts.from,
  toCurrencyAmount: amounts.to,
  quote: 20.6165,
  endAt: "2027-02-23",
  settlementAt: "2027-02-24",
  collateralAmount: amounts.collateral,
});

export const drawdownProposal = {
  id: ID.proposal,
  fromCurrency: "MXN",
  toCurrency: "USD",
  fromCurrencyAmount: 2061.65,
  toCurrencyAmount: 100,
  collateralAmountReleased: 103.08,
  quote: 20.6165,
  endAt: "2026-11-20",
  settlementAt: "2026-11-23",
  validUntilTs: 1763683500,
  beforeHedgeState: snapshot({ from: 32161.8, to: 1560, collateral: 1608.09 }),
  afterHedgeState: snapshot({ from: 30100.15, to: 1460, collateral: 1505.01 }),
};

export const drawdown = {
  ...omit(drawdownProposal, "validUntilTs"),
  id: ID.drawdown,
  hedgeId: ID.hedge,
  status: "Active",
};

export const earlySettlementProposal = {
  id: ID.proposal,
  hedgeId: ID.hedge,
  toCurrencyAmount: 1560,
  fromCurrencyAmount: 32000.5,
  quote: 20.513,
  validUntilTs: 1763683500,
};

export const conversion = {
  id: ID.conversion,
  organizationId: ID.organization,
  fromCurrency: "MXN",
  toCurrency: "USD",
  toCurrencyAmount: 100,
  fromCurrencyAmount: 2010,
  quote: 20.1,
  acceptedAtTs: 1763683200,
  issuedAt: "2026-11-20",
  completedAt: null,
};

export const cancelResult = { id: ID.dualHedge, transactionId: ID.transaction, hedgeIds: [ID.hedge, ID.supplierHedge] };
