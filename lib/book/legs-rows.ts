import "server-only";
import { asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs } from "@/lib/db/schema/book";
import type { BookFilters } from "@/lib/search-params/book";
import { customerIdsOf, whereOf } from "./legs-filters";
import { remainingAmount, remainingCurrency } from "./remaining-amount";

// Every leg in the book, across customers. Amounts stay exact: numeric in SQL, text in JS, never a float.

export interface BookLegRow {
  id: string;
  dualHedgeId: string;
  customerId: string;
  companyName: string | null;
  status: string | null;
  transactionId: string | null;
  externalTransactionId: string | null;
  externalCustomerId: string | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  fromCurrencyAmount: string | null;
  toCurrencyAmount: string | null;
  fixedSide: string | null;
  remainingAmount: string | null;
  remainingCurrency: string | null;
  endAt: string | null;
  settlementAt: string | null;
  lastSeenAt: Date;
  notSeenSince: Date | null;
  /** Its customer's last read of dual hedges failed: the row is as of `customerReadAt`. */
  customerReadFailedAt: Date | null;
  customerReadAt: Date | null;
}

function select(db: Db) {
  return db
    .select({
      id: bookLegs.id,
      dualHedgeId: bookLegs.dualHedgeId,
      customerId: bookLegs.customerId,
      companyName: bookCustomers.companyName,
      status: bookLegs.status,
      transactionId: bookLegs.transactionId,
      externalTransactionId: bookLegs.externalTransactionId,
      externalCustomerId: bookLegs.externalCustomerId,
      fromCurrency: bookLegs.fromCurrency,
      toCurrency: bookLegs.toCurrency,
      fromCurrencyAmount: sql<string | null>`${bookLegs.fromCurrencyAmount}::text`,
      toCurrencyAmount: sql<string | null>`${bookLegs.toCurrencyAmount}::text`,
      fixedSide: bookLegs.fixedSide,
      remainingAmount: sql<string | null>`${remainingAmount}::text`,
      remainingCurrency,
      endAt: bookLegs.endAt,
      settlementAt: bookLegs.settlementAt,
      lastSeenAt: bookLegs.lastSeenAt,
      notSeenSince: bookLegs.notSeenSince,
      customerReadFailedAt: bookCustomers.dualHedgesFailedAt,
      customerReadAt: bookCustomers.dualHedgesReadAt,
    })
    .from(bookLegs)
    .leftJoin(bookCustomers, eq(bookCustomers.id, bookLegs.customerId));
}

// Built once per database: assembling the select's 21 columns and join cost drizzle more than Postgres's run of it.
const rowsByIdsQueries = new WeakMap<Db, ReturnType<typeof prepareRowsByIds>>();
const prepareRowsByIds = (db: Db) =>
  select(db)
    .where(sql`${bookLegs.id} = any(${sql.placeholder("ids")})`)
    .prepare("book_rows_by_ids");

/** A page's legs by id, in no particular order. */
export function rowsByIds(db: Db) {
  let query = rowsByIdsQueries.get(db);
  if (!query) rowsByIdsQueries.set(db, (query = prepareRowsByIds(db)));
  return query;
}

/**
 * Every matching leg, in keyset batches on the leg id, so an export of the whole book stays cheap per batch. A batch is
 * written without a break, so others' pages wait behind one at most: it is kept small.
 */
export async function* iterateBookLegs(db: Db, filters: BookFilters, batchSize = 100): AsyncGenerator<BookLegRow[]> {
  let after: string | undefined;
  const customerIds = await customerIdsOf(db, filters);
  for (;;) {
    const batch = await select(db)
      .where(whereOf(filters, after === undefined ? undefined : gt(bookLegs.id, after), customerIds))
      .orderBy(asc(bookLegs.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    after = batch.at(-1)!.id;
    if (batch.length < batchSize) return;
  }
}
