import { describe, expect, it } from "vitest";
import type { DualHedge } from "@/lib/wire";
import { toDualHedgeRow } from "./dual-hedge-row";

type Leg = DualHedge["hedges"][number];
// Only the fields the list shows; the rest of a leg does not reach the row.
const leg = (overrides: Partial<Leg>) =>
  ({
    id: "8173b9a7-ee61-413e-b9e3-7c04b2a067c5",
    status: "Active",
    fromCurrency: "MXN",
    toCurrency: "EUR",
    fromCurrencyAmount: 32161.8,
    toCurrencyAmount: 1560,
    fixedSide: "toCurrencyAmount",
    endAt: "2027-02-23",
    settlementAt: "2027-02-24",
    ...overrides,
  }) as Leg;
const dual = (overrides: Partial<DualHedge> = {}) =>
  ({
    id: "3f0c2a1e-8a5b-4d8e-9f11-2b7c9d6e4a10",
    issuedAt: "2026-11-02",
    functionalCurrency: "EUR",
    fromCurrency: "MXN",
    toCurrency: "USD",
    rate: 22.37,
    hedges: [
      leg({}),
      leg({ fromCurrency: "EUR", toCurrency: "USD", fixedSide: "fromCurrencyAmount", fromCurrencyAmount: 0.1 }),
    ],
    ...overrides,
  }) as DualHedge;

describe("toDualHedgeRow", () => {
  it("formats what the list shows, each leg named by its role", () => {
    expect(toDualHedgeRow("1b0ada1e-fa1b-4cfe-a553-01b340c5650e", dual())).toEqual({
      id: "3f0c2a1e-8a5b-4d8e-9f11-2b7c9d6e4a10",
      shortId: "3f0c2a1e",
      href: "/customers/1b0ada1e-fa1b-4cfe-a553-01b340c5650e/dual-hedges/3f0c2a1e-8a5b-4d8e-9f11-2b7c9d6e4a10",
      created: "2 Nov 2026",
      route: "MXN → EUR → USD",
      rate: "22.37",
      legs: [
        {
          label: "Customer leg",
          status: "Active",
          remaining: "EUR\u00a01,560.00",
          end: "23 Feb 2027",
          settlement: "24 Feb 2027",
        },
        {
          label: "Supplier leg",
          status: "Active",
          remaining: "EUR\u00a00.10",
          end: "23 Feb 2027",
          settlement: "24 Feb 2027",
        },
      ],
    });
  });

  it("says why a remaining amount is missing instead of making one up", () => {
    const [row] = toDualHedgeRow("c", dual({ hedges: [leg({ fixedSide: null as unknown as Leg["fixedSide"] })] })).legs;
    expect(row).toMatchObject({ label: "Customer leg", remaining: "—", remainingUnknown: "Fixed side not known: —" });
  });

  it("keeps ids that are not URL-safe inside their path segment", () => {
    expect(toDualHedgeRow("a/b", dual({ id: "x?y", hedges: [] }))).toMatchObject({
      href: "/customers/a%2Fb/dual-hedges/x%3Fy",
      legs: [],
    });
  });
});
