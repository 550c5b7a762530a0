import type { AnswerType } from "./answer-types";
import type { Json } from "./variants";

/** One document-shaped body per answer type, to feed variantsOf in property tests. */

const leg = (id: string, status: string, from: string, to: string): Json => ({
  id,
  customerId: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
  status,
  transactionId: "4d78ac65-2c3f-47e2-8bf3-3f76124e9d27",
  externalTransactionId: "780231b3ae0d7e9e5097nd89",
  fromCurrency: from,
  toCurrency: to,
  externalCustomerId: "630231b3ae0d7e9e5097ad35",
  toCurrencyAmount: 1560,
  fromCurrencyAmount: 32161.8,
  fixedSide: "toCurrencyAmount",
  initialCollateralAmount: 1608.09,
  quote: 20.6165,
  externalMarkupPct: null,
  acceptedAtTs: 1659625088,
  issuedAt: "2026-10-01",
  endAt: "2027-01-29",
  updatedAt: "2026-10-01",
  cancelledAt: null,
  initialCollateralReceivedAt: "2026-10-02",
  fundsReceivedAt: null,
  completedAt: null,
  completedAtTs: null,
  overdueAt: "2027-02-03",
  settlementAt: "2027-02-01",
  settlementType: "full",
  adjustedMtmChangePct: 0.0125,
  adjustedMtmChangeTs: 1674057600,
  spotRate: 20.7,
});

const customer: Json = {
  id: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
  companyName: "Ollivander's Wand Shop",
  companyCountry: "GB",
  externalCustomerId: "630231b3ae0d7e9e5097ad35",
  status: "Approved",
};

const dualHedge: Json = {
  id: "bf77890b-17e2-48a1-9198-707df23eb127",
  issuedAt: "2026-10-01",
  customerId: "1b0ada1e-fa1b-4cfe-a553-01b340c5650e",
  functionalCurrency: "EUR",
  fromCurrency: "MXN",
  toCurrency: "USD",
  rate: 20.616512,
  hedges: [
    leg("8173b9a7-ee61-413e-b9e3-7c04b2a067c5", "Active", "MXN", "EUR"),
    leg("2f0c7a51-6d1e-4b8a-a3c2-5e9f1d7b4c60", "Active", "EUR", "USD"),
  ],
};

const snapshot = (remaining: number): Json => ({
  fromCurrencyAmount: remaining * 20.6165,
  toCurrencyAmount: remaining,
  quote: 20.6165,
  endAt: "2027-01-29",
  settlementAt: "2027-02-01",
  collateralAmount: remaining * 1.03,
});

const drawdownCore: Json = {
  id: "5c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5",
  fromCurrency: "MXN",
  toCurrency: "USD",
  fromCurrencyAmount: 2061.65,
  toCurrencyAmount: 100,
  collateralAmountReleased: 103,
  quote: 20.6165,
  endAt: "2026-11-20",
  settlementAt: "2026-11-23",
  beforeHedgeState: snapshot(1000),
  afterHedgeState: snapshot(900),
};

const drawdown: Json = { ...drawdownCore, hedgeId: "8173b9a7-ee61-413e-b9e3-7c04b2a067c5", status: "InProcess" };

const conversion: Json = {
  id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
  organizationId: "0f1e2d3c-4b5a-4968-a776-8594a3b2c1d0",
  fromCurrency: "GBP",
  toCurrency: "EUR",
  toCurrencyAmount: 1170,
  fromCurrencyAmount: 1000,
  quote: 1.17,
  acceptedAtTs: 1794000000,
  issuedAt: "2026-11-01",
  completedAt: null,
};

const pagination = { page: 1, perPage: 25, totalResults: 2 };

export const SAMPLE_ANSWERS: Record<AnswerType, Json> = {
  customer,
  customerList: {
    customers: [customer, { ...customer, id: "6e5d4c3b-2a19-4807-b6f5-e4d3c2b1a098", status: "Pending" }],
    pagination,
  },
  dualHedge,
  dualHedgeList: { dualHedges: [dualHedge], pagination: { ...pagination, totalResults: 1 } },
  cancel: {
    id: "bf77890b-17e2-48a1-9198-707df23eb127",
    transactionId: "4d78ac65-2c3f-47e2-8bf3-3f76124e9d27",
    hedgeIds: ["8173b9a7-ee61-413e-b9e3-7c04b2a067c5", "2f0c7a51-6d1e-4b8a-a3c2-5e9f1d7b4c60"],
  },
  drawdownProposal: { ...drawdownCore, validUntilTs: 1794000120 },
  drawdown,
  drawdownAccept: drawdown,
  earlySettlementProposal: {
    id: "7d6c5b4a-3928-4716-a5f4-e3d2c1b0a9f8",
    hedgeId: "8173b9a7-ee61-413e-b9e3-7c04b2a067c5",
    toCurrencyAmount: 1000,
    fromCurrencyAmount: 20600,
    quote: 20.6,
    validUntilTs: 1794000120,
  },
  earlySettlementAccept: {
    ...leg("8173b9a7-ee61-413e-b9e3-7c04b2a067c5", "Completed", "MXN", "EUR"),
    toCurrencyAmount: 0,
    fromCurrencyAmount: 0,
  },
  conversion,
  conversionList: { conversions: [conversion], pagination: { ...pagination, totalResults: 1 } },
  spot: conversion,
};
