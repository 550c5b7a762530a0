import { describe, expect, it } from "vitest";
import { legChanges } from "./leg-changes";

const active = {
  status: "Active",
  fromCurrency: "GBP",
  toCurrency: "EUR",
  fromCurrencyAmount: 86000.3,
  toCurrencyAmount: 100000,
  initialCollateralAmount: 8600.03,
  quote: 0.860003,
  endAt: "2027-03-01",
  settlementAt: "2027-03-02",
  overdueAt: "2027-03-04",
  fundsReceivedAt: null,
  completedAt: null,
  cancelledAt: null,
  settlementType: "full",
  updatedAt: "2026-11-19",
};

// The sandbox's early settlement: Completed, nothing remaining, dates moved to today.
const settled = {
  ...active,
  status: "Completed",
  fromCurrencyAmount: 0,
  toCurrencyAmount: 0,
  initialCollateralAmount: 0,
  endAt: "2026-11-21",
  settlementAt: "2026-11-21",
  overdueAt: "2026-11-23",
  fundsReceivedAt: "2026-11-21",
  completedAt: "2026-11-21",
  updatedAt: "2026-11-21",
};

describe("legChanges", () => {
  it("lists each field before and after, marking what changed, with exact differences", () => {
    const rows = legChanges(active, settled);
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(byField.status).toEqual({
      field: "status",
      label: "Status",
      kind: "text",
      before: "Active",
      after: "Completed",
      changed: true,
    });
    expect(byField.fromCurrencyAmount).toMatchObject({
      label: "Remaining GBP",
      before: "86000.3",
      after: "0",
      difference: "-86000.3",
      changed: true,
      currency: "GBP",
    });
    expect(byField.quote).toMatchObject({ before: "0.860003", after: "0.860003", changed: false, difference: "0" });
    expect(byField.completedAt).toMatchObject({ before: null, after: "2026-11-21", changed: true });
    expect(byField.cancelledAt).toMatchObject({ before: null, after: null, changed: false });
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual([
      "status",
      "fromCurrencyAmount",
      "toCurrencyAmount",
      "initialCollateralAmount",
      "endAt",
      "settlementAt",
      "overdueAt",
      "fundsReceivedAt",
      "completedAt",
      "updatedAt",
    ]);
  });

  it("keeps the leg's currencies for amounts when the answer leaves them out", () => {
    const rows = legChanges(active, { ...settled, fromCurrency: null, toCurrency: null });
    expect(rows.find((row) => row.field === "toCurrencyAmount")).toMatchObject({
      label: "Remaining EUR",
      currency: "EUR",
    });
    expect(rows.find((row) => row.field === "fromCurrencyAmount")).toMatchObject({
      label: "Remaining GBP",
      currency: "GBP",
    });
  });

  it("compares numbers as decimals, not as text", () => {
    const [, from] = legChanges({ ...active, fromCurrencyAmount: 10 }, { ...active, fromCurrencyAmount: 10.0 });
    expect(from).toMatchObject({ changed: false, difference: "0" });
  });

  it("shows an unknown status or an unreadable value as it came", () => {
    const [status] = legChanges(active, { ...active, status: "Settling" });
    expect(status).toMatchObject({ before: "Active", after: "Settling", changed: true });
  });
});
