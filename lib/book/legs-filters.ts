import "server-only";
import { and, eq, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers, bookLegs } from "@/lib/db/schema/book";
import { UUID_PATTERN } from "@/lib/schemas/ids";
import { FIXED_SIDE_PARAMS, type BookFilters } from "@/lib/search-params/book";

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const namesLike = (text: string) => ilike(bookCustomers.companyName, `%${likeEscape(text)}%`);

/** At most this many customers a name filter is resolved to ids for; a name matching more stays a subquery. */
export const RESOLVED_NAMES_LIMIT = 200;

/** The customers a name filter matches, as ids the planner can read statistics for; null past the limit. */
export async function customerIdsOf(db: Db, filters: BookFilters): Promise<string[] | null> {
  const text = filters.customer;
  if (!text || UUID_PATTERN.test(text)) return null;
  const rows = await db
    .select({ id: bookCustomers.id })
    .from(bookCustomers)
    .where(namesLike(text))
    .limit(RESOLVED_NAMES_LIMIT + 1);
  return rows.length > RESOLVED_NAMES_LIMIT ? null : rows.map((row) => row.id);
}

/** The legs' conditions; `customerIds`, from `customerIdsOf` for the same filters, stands for the name's subquery. */
export function whereOf(filters: BookFilters, extra?: SQL, customerIds?: string[] | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [extra];
  if (filters.status) conditions.push(eq(bookLegs.status, filters.status));
  if (filters.pair)
    conditions.push(eq(bookLegs.fromCurrency, filters.pair.from), eq(bookLegs.toCurrency, filters.pair.to));
  if (filters.customer) {
    const text = filters.customer;
    conditions.push(
      UUID_PATTERN.test(text)
        ? eq(bookLegs.customerId, text.toLowerCase())
        : customerIds
          ? customerIds.length === 0
            ? sql`false`
            : customerIds.length === 1
              ? eq(bookLegs.customerId, customerIds[0]!)
              : inArray(bookLegs.customerId, customerIds)
          : inArray(
              bookLegs.customerId,
              sql`(select ${bookCustomers.id} from ${bookCustomers} where ${namesLike(text)})`,
            ),
    );
  }
  if (filters.endFrom) conditions.push(gte(bookLegs.endAt, filters.endFrom));
  if (filters.endTo) conditions.push(lte(bookLegs.endAt, filters.endTo));
  if (filters.settlementFrom) conditions.push(gte(bookLegs.settlementAt, filters.settlementFrom));
  if (filters.settlementTo) conditions.push(lte(bookLegs.settlementAt, filters.settlementTo));
  if (filters.fixed) conditions.push(eq(bookLegs.fixedSide, FIXED_SIDE_PARAMS[filters.fixed]));
  return and(...conditions);
}

/** A key per filters: the same filters in any order, or with a key present but undefined, are one key. */
export function filtersKey(filters: BookFilters): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, typeof value === "object" ? `${value.from}/${value.to}` : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
