import type { sandboxDualHedges } from "@/lib/db/schema/sandbox";
import type { FixedSide } from "@/lib/domain/drawdown-rules";
import { decimal, divide, minorUnits, multiply, roundToPlaces, toDecimalString } from "@/lib/domain/money";
import { tsOfDate } from "../clock";
import type { HedgeRow } from "../store/rows";
import type { CustomerInsert } from "./customers";
import { type DrawdownInsert, seedDrawdowns } from "./drawdowns";
import { type LegDates, legDates } from "./leg-dates";
import { HEDGE_CURRENCIES, UNITS_PER_USD, demoQuote } from "./market";
import type { Random } from "./random";

export type DualHedgeSeed = {
  /** Its list position is given when all are known (positions.ts). */
  dual: Omit<typeof sandboxDualHedges.$inferInsert, "listPosition">;
  legs: HedgeRow[];
  drawdowns: DrawdownInsert[];
};

/** Per 20 dual hedges: 12 Active, 3 Cancelled, 3 Completed, 1 InProcess, 1 Overdue. */
export const STATUS_PATTERN = [
  "Active",
  "Active",
  "Cancelled",
  "Active",
  "Active",
  "Completed",
  "Active",
  "InProcess",
  "Active",
  "Cancelled",
  "Active",
  "Active",
  "Completed",
  "Active",
  "Active",
  "Cancelled",
  "Overdue",
  "Active",
  "Completed",
  "Active",
] as const;

export type DualHedgeContext = {
  index: number;
  ordinal: number;
  customer: CustomerInsert;
  today: string;
  nowTs: number;
};

type LegAmounts = { fixedSide: FixedSide; fromAmount: string; toAmount: string };

/** The fixed side is a round figure near `toTarget`; the other side is derived from it on the rate. */
function onRate(random: Random, toTarget: string, quote: string, from: string, to: string): LegAmounts {
  if (random.chance(0.5)) {
    return {
      fixedSide: "toCurrencyAmount",
      toAmount: toTarget,
      fromAmount: toDecimalString(multiply(toTarget, quote, from)),
    };
  }
  const fromAmount = roundedAmount(toDecimalString(multiply(toTarget, quote, from)), from);
  return { fixedSide: "fromCurrencyAmount", fromAmount, toAmount: toDecimalString(divide(fromAmount, quote, to)) };
}

function roundedAmount(value: string, currency: string): string {
  // Hedges are booked in round figures: whole hundreds of the currency.
  return toDecimalString(roundToPlaces(decimal(value).div(100), 0).times(100).round(minorUnits(currency)));
}

export function generateDualHedge(random: Random, ctx: DualHedgeContext): DualHedgeSeed {
  const status = STATUS_PATTERN[ctx.index % STATUS_PATTERN.length] ?? "Active";
  const functional = ctx.customer.functionalCurrency;
  const others = HEDGE_CURRENCIES.filter((code) => code !== functional);
  const fromCurrency = random.pick(others);
  const toCurrency = random.pick(others.filter((code) => code !== fromCurrency));
  const dates = legDates(random, status, ctx.today, ctx.ordinal);
  const acceptedAtTs = Math.min(tsOfDate(dates.issuedAt) + random.int(8 * 3600, 18 * 3600), ctx.nowTs - 60);

  // Supplier leg: functional → toCurrency; customer leg: fromCurrency → functional.
  const supplierQuote = demoQuote(random, functional, toCurrency);
  const customerQuote = demoQuote(random, fromCurrency, functional);
  const usd = random.int(20, 400) * 1000;
  const supplierTarget = roundedAmount(String(usd * Number(UNITS_PER_USD[toCurrency] ?? "1")), toCurrency);
  const supplierAmounts = onRate(random, supplierTarget, supplierQuote, functional, toCurrency);
  const customerAmounts = onRate(random, supplierAmounts.fromAmount, customerQuote, fromCurrency, functional);

  const dualId = random.uuid();
  const transactionId = random.uuid();
  const base = { dualId, transactionId, customer: ctx.customer, status, dates, acceptedAtTs, nowTs: ctx.nowTs };
  const legs = [
    buildLeg(random, {
      ...base,
      ...customerAmounts,
      legIndex: 0,
      from: fromCurrency,
      to: functional,
      quote: customerQuote,
    }),
    buildLeg(random, {
      ...base,
      ...supplierAmounts,
      legIndex: 1,
      from: functional,
      to: toCurrency,
      quote: supplierQuote,
    }),
  ];
  const drawdowns = status === "Active" ? seedDrawdowns(random, legs[0]!, ctx.index, ctx.today, ctx.nowTs) : [];
  return {
    dual: {
      id: dualId,
      customerId: ctx.customer.id,
      transactionId,
      issuedAt: dates.issuedAt,
      functionalCurrency: functional,
      fromCurrency,
      toCurrency,
      rate: toDecimalString(roundToPlaces(decimal(customerQuote).times(supplierQuote), 6)),
      createdTs: acceptedAtTs,
    },
    legs,
    drawdowns,
  };
}

type LegInput = {
  dualId: string;
  transactionId: string;
  customer: CustomerInsert;
  status: string;
  dates: LegDates;
  acceptedAtTs: number;
  nowTs: number;
  legIndex: number;
  from: string;
  to: string;
  quote: string;
} & LegAmounts;

function buildLeg(random: Random, input: LegInput): HedgeRow {
  const { dates, status } = input;
  const completed = status === "Completed";
  const collateral = toDecimalString(multiply(input.fromAmount, random.pick(["0.05", "0.08", "0.1"]), input.from));
  const mtmTs = Math.min(
    Math.max(tsOfDate(dates.updatedAt) + random.int(6 * 3600, 20 * 3600), input.acceptedAtTs + 600),
    input.nowTs - 30,
  );
  return {
    id: random.uuid(),
    dualHedgeId: input.dualId,
    customerId: input.customer.id,
    dualListPosition: 0, // given in seed.ts once every dual hedge's place is known
    legIndex: input.legIndex,
    status,
    transactionId: input.transactionId,
    externalTransactionId: random.hex(24),
    externalCustomerId: input.customer.externalCustomerId,
    fromCurrency: input.from,
    toCurrency: input.to,
    // A Completed leg has nothing left: its amounts are what remains.
    fromCurrencyAmount: completed ? "0" : input.fromAmount,
    toCurrencyAmount: completed ? "0" : input.toAmount,
    fixedSide: input.fixedSide,
    initialCollateralAmount: collateral,
    collateralAmount: completed ? "0" : collateral,
    quote: input.quote,
    externalMarkupPct: random.chance(0.3) ? null : random.pick(["0.25", "0.5", "1", "1.5"]),
    acceptedAtTs: input.acceptedAtTs,
    issuedAt: dates.issuedAt,
    endAt: dates.endAt,
    updatedAt: dates.updatedAt,
    cancelledAt: dates.cancelledAt,
    initialCollateralReceivedAt: dates.initialCollateralReceivedAt,
    fundsReceivedAt: dates.fundsReceivedAt,
    completedAt: dates.completedAt,
    completedAtTs: dates.completedAt
      ? Math.min(tsOfDate(dates.completedAt) + random.int(9 * 3600, 17 * 3600), input.nowTs - 60)
      : null,
    overdueAt: dates.overdueAt,
    settlementAt: dates.settlementAt,
    settlementType: random.chance(0.8) ? "full" : random.pick(["offset", "manual"]),
    adjustedMtmChangePct: random.between(-0.05, 0.05).toFixed(4),
    adjustedMtmChangeTs: mtmTs,
    spotRate: toDecimalString(roundToPlaces(decimal(input.quote).times(random.between(0.97, 1.03).toFixed(6)), 6)),
    version: 0,
  };
}
