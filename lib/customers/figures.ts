import "server-only";
import { lastStaffBookChange, readBookStamp } from "@/lib/book/changes";
import { type Db, getDb } from "@/lib/db";
import { type DeskSettings, endingSoonLegs, overdueLegs } from "@/lib/desk/attention";
import { DeskCache } from "@/lib/desk/desk-cache";
import { exposureByPair, maturityLadder } from "@/lib/desk/exposure";
import { deskSettings, LADDER_PAIRS, todayUtc } from "@/lib/desk/read-desk";
import { perCurrency, topPairs } from "@/lib/domain/pair-totals";

/** Pairs listed one by one in the customer's exposure; more are totalled per currency. */
export const CUSTOMER_PAIRS = 30;
/** Legs listed in the customer's overdue and ending-soon lists; the rest are one link away, in the book. */
export const CUSTOMER_LIST_LIMIT = 10;

/**
 * One customer's figures from the book, with the desk's own queries scoped to the customer (so they equal what the desk
 * filtered to this customer shows): Active legs per pair, the maturity ladder, overdue and ending-soon legs.
 */
export async function customerFigures(db: Db, customerId: string, today: string, settings: DeskSettings) {
  const filters = { customer: customerId };
  const [pairs, ladder, overdue, endingSoon] = await Promise.all([
    exposureByPair(db, filters, Number.MAX_SAFE_INTEGER), // every pair: the totals below add them all
    maturityLadder(db, filters, today, LADDER_PAIRS),
    overdueLegs(db, filters, today, settings),
    endingSoonLegs(db, filters, today, settings),
  ]);
  const exposure = {
    ...topPairs(pairs.top, CUSTOMER_PAIRS),
    totals: perCurrency(pairs.top),
    legs: pairs.top.reduce((sum, row) => sum + row.count, 0),
  };
  return { today, settings, exposure, ladder, overdue, endingSoon };
}

export type CustomerFigures = Awaited<ReturnType<typeof customerFigures>>;

const CACHE_ENTRIES = 64;
const CACHE_MAX_AGE_MS = 5 * 60_000;
const globalForCustomers = globalThis as unknown as { hedgeDeskCustomerCache?: DeskCache<CustomerFigures> };
/** Per process, like the desk's: the figures of recently opened customers, each as of a state of the book. */
export function customerFiguresCache(): DeskCache<CustomerFigures> {
  return (globalForCustomers.hedgeDeskCustomerCache ??= new DeskCache(CACHE_ENTRIES, CACHE_MAX_AGE_MS));
}

/**
 * The customer's figures, computed once per change of the book (as the desk's are): a request after a change is served
 * the previous figures while new ones are computed, except to staff whose own change (a refresh) they must include.
 */
export async function readCustomerFigures(customerId: string, today = todayUtc()) {
  const db = await getDb();
  const settings = { ...deskSettings(), listLimit: CUSTOMER_LIST_LIMIT };
  const latest = await readBookStamp(db);
  const key = JSON.stringify([customerId, today, settings]);
  const { value, stamp } = await customerFiguresCache().get(
    key,
    latest,
    () => customerFigures(db, customerId, today, settings),
    { waitFrom: lastStaffBookChange() },
  );
  return { ...value, stamp, latest, behind: latest.version > stamp.version };
}
