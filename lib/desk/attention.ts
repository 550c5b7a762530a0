import "server-only";
import { asc, count, desc, eq, gte, lte, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs } from "@/lib/db/schema";
import { businessDayWindowEnd, businessDaysAgo } from "@/lib/format/desk-calendar";
import { add, toDecimalString } from "@/lib/domain/money";
import type { DeskFilters } from "@/lib/search-params/desk";
import { fixedSideCurrency, fixedSideRemaining, legScope, openLeg } from "./scope";

export type DeskSettings = {
  soonBusinessDays: number;
  inProcessBusinessDays: number;
  /** Percent, as lib/format/mtm.ts reads the service's figure. */
  mtmThresholdPct: string;
  /** Rows per list; the rest are counted and one "see all" away. */
  listLimit: number;
};

export type AttentionLeg = {
  id: string;
  dualHedgeId: string;
  customerId: string;
  customerName: string | null;
  status: string | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  endAt: string | null;
  settlementAt: string | null;
  overdueAt: string | null;
  updatedAt: string | null;
  fixedSide: string | null;
  remaining: string | null;
  remainingCurrency: string | null;
  fromCurrencyAmount: string | null;
  toCurrencyAmount: string | null;
  mtmChangePct: string | null;
};

export type AttentionList = { total: number; rows: AttentionLeg[] };

const legColumns = {
  id: bookLegs.id,
  dualHedgeId: bookLegs.dualHedgeId,
  customerId: bookLegs.customerId,
  customerName: bookCustomers.companyName,
  status: bookLegs.status,
  fromCurrency: bookLegs.fromCurrency,
  toCurrency: bookLegs.toCurrency,
  endAt: bookLegs.endAt,
  settlementAt: bookLegs.settlementAt,
  overdueAt: bookLegs.overdueAt,
  updatedAt: bookLegs.updatedAt,
  fixedSide: bookLegs.fixedSide,
  remaining: fixedSideRemaining,
  remainingCurrency: fixedSideCurrency,
  fromCurrencyAmount: bookLegs.fromCurrencyAmount,
  toCurrencyAmount: bookLegs.toCurrencyAmount,
  mtmChangePct: bookLegs.adjustedMtmChangePct,
};

type Order = Parameters<ReturnType<ReturnType<Db["select"]>["from"]>["orderBy"]>;

async function list(
  db: Db,
  where: ReturnType<typeof legScope>,
  limit: number,
  ...order: Order
): Promise<AttentionList> {
  const [rows, [total]] = await Promise.all([
    db
      .select(legColumns)
      .from(bookLegs)
      .leftJoin(bookCustomers, eq(bookCustomers.id, bookLegs.customerId))
      .where(where)
      .orderBy(...order, asc(bookLegs.id))
      .limit(limit),
    db.select({ n: count() }).from(bookLegs).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows as AttentionLeg[] };
}

/** Reported Overdue, or past the overdue date and neither completed nor cancelled; longest overdue first. */
export function overdueLegs(db: Db, filters: DeskFilters, today: string, settings: DeskSettings) {
  const where = legScope(
    filters,
    sql`(${bookLegs.status} = 'Overdue' or (${lt(bookLegs.overdueAt, today)} and ${openLeg}))`,
  );
  return list(db, where, settings.listLimit, sql`coalesce(${bookLegs.overdueAt}, ${bookLegs.endAt}) asc nulls last`);
}

/** Active legs ending within N business days with an amount left or unsaid (never dropped); soonest first. */
export function endingSoonLegs(db: Db, filters: DeskFilters, today: string, settings: DeskSettings) {
  const until = businessDayWindowEnd(today, settings.soonBusinessDays);
  const where = legScope(
    filters,
    eq(bookLegs.status, "Active"),
    gte(bookLegs.endAt, today),
    lte(bookLegs.endAt, until),
    sql`coalesce(${fixedSideRemaining} > 0, true)`,
  );
  return list(db, where, settings.listLimit, asc(bookLegs.endAt));
}

/** In process since at least N business days, by its last update (else its end date); longest first. */
export function longInProcessLegs(db: Db, filters: DeskFilters, today: string, settings: DeskSettings) {
  const since = sql`coalesce(${bookLegs.updatedAt}, ${bookLegs.endAt})`;
  const where = legScope(
    filters,
    eq(bookLegs.status, "InProcess"),
    sql`${since} <= ${businessDaysAgo(today, settings.inProcessBusinessDays)}`,
  );
  return list(db, where, settings.listLimit, sql`${since} asc`);
}

/** Open legs whose adjusted MTM change is at least the threshold either way; largest move first. */
export function mtmMovedLegs(db: Db, filters: DeskFilters, settings: DeskSettings) {
  const move = sql`abs(${bookLegs.adjustedMtmChangePct})`;
  const where = legScope(filters, openLeg, sql`${move} >= ${settings.mtmThresholdPct}::numeric`);
  return list(db, where, settings.listLimit, desc(move));
}

export type SettlingCurrency = { currency: string | null; legs: number; amount: string | null; unknownAmounts: number };

/** Open legs settling within N business days, each leg's two flows in their own currency, summed exactly. */
export async function settlingSoon(db: Db, filters: DeskFilters, today: string, settings: DeskSettings) {
  const until = businessDayWindowEnd(today, settings.soonBusinessDays);
  const where = legScope(filters, openLeg, gte(bookLegs.settlementAt, today), lte(bookLegs.settlementAt, until));
  const side = (currency: AnyPgColumn, amount: AnyPgColumn) =>
    db
      .select({
        currency: sql<string | null>`${currency}`,
        legs: count(),
        amount: sql<string | null>`sum(${amount})::text`,
        unknownAmounts: sql<number>`count(*) filter (where ${amount} is null)`.mapWith(Number),
      })
      .from(bookLegs)
      .where(where)
      .groupBy(currency) as Promise<SettlingCurrency[]>;
  const [from, to, [total]] = await Promise.all([
    side(bookLegs.fromCurrency, bookLegs.fromCurrencyAmount),
    side(bookLegs.toCurrency, bookLegs.toCurrencyAmount),
    db.select({ n: count() }).from(bookLegs).where(where),
  ]);
  return { total: total?.n ?? 0, until, currencies: mergeByCurrency([...from, ...to]) };
}

/** One row per currency (unknown last); never adds one currency to another. */
export function mergeByCurrency(rows: SettlingCurrency[]): SettlingCurrency[] {
  const merged = new Map<string | null, SettlingCurrency>();
  for (const row of rows) {
    const seen = merged.get(row.currency);
    if (!seen) merged.set(row.currency, { ...row });
    else {
      seen.legs += row.legs;
      seen.unknownAmounts += row.unknownAmounts;
      seen.amount =
        seen.amount === null
          ? row.amount
          : row.amount === null
            ? seen.amount
            : toDecimalString(add(seen.amount, row.amount));
    }
  }
  return [...merged.values()].sort((a, b) =>
    a.currency === b.currency
      ? 0
      : a.currency === null
        ? 1
        : b.currency === null
          ? -1
          : a.currency.localeCompare(b.currency),
  );
}
