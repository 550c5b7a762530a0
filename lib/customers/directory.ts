import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { lastStaffBookChange, readBookStamp } from "@/lib/book/changes";
import { type Db, getDb } from "@/lib/db";
import { type DeskSettings } from "@/lib/desk/attention";
import { DeskCache } from "@/lib/desk/desk-cache";
import { rowsOf } from "@/lib/desk/rows";
import { deskSettings, todayUtc } from "@/lib/desk/read-desk";
import { businessDayWindowEnd } from "@/lib/format/desk-calendar";
import type { CustomerListQuery, DirectorySort } from "@/lib/search-params/customers";

/** What the book adds to a customer's row in the directory. */
export type CustomerSummary = {
  activeLegs: number;
  overdue: number;
  endingSoon: number;
  /** The newest entry of its activity: a change the book saw, a staff action, a dual hedge first seen. */
  lastActivityAt: Date | null;
  /** The book's last complete read of its dual hedges, and a failed read since. */
  readAt: Date | null;
  readFailedAt: Date | null;
};

export type DirectoryRow = CustomerSummary & {
  id: string;
  companyName: string | null;
  companyCountry: string | null;
  externalCustomerId: string | null;
  status: string | null;
};

export type DirectoryCounts = { customers: number; overdue: number; endingSoon: number };

type Row = {
  id: string;
  company_name: string | null;
  company_country: string | null;
  external_customer_id: string | null;
  status: string | null;
  active: number | string | null;
  overdue: number | string | null;
  ending: number | string | null;
  last_activity: number | string | null;
  read_at: number | string | null;
  read_failed_at: number | string | null;
};

const epochMs = (expression: SQL) => sql`(extract(epoch from ${expression}) * 1000)::float8`;
const dateOf = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)));

/**
 * Each customer's legs counted by the desk's rules (lib/desk/attention.ts): Active; overdue (reported so, or past its
 * overdue date and still open); ending soon (Active, ending today to the window's end, an amount left or unknown).
 */
function legCounts(today: string, settings: DeskSettings, customerIds: string[] | null) {
  const until = businessDayWindowEnd(today, settings.soonBusinessDays);
  const open = sql`(case when status is null then completed_at is null and cancelled_at is null else status not in ('Completed', 'Cancelled') end)`;
  const remaining = sql`(case fixed_side when 'fromCurrencyAmount' then from_currency_amount when 'toCurrencyAmount' then to_currency_amount end)`;
  const only = customerIds
    ? sql`and customer_id in (select value from json_array_elements_text(${JSON.stringify(customerIds)}::json))`
    : sql``;
  return sql`select customer_id,
      count(*) filter (where status = 'Active') as active,
      count(*) filter (where status = 'Overdue' or (overdue_at < ${today} and ${open})) as overdue,
      count(*) filter (where status = 'Active' and end_at >= ${today} and end_at <= ${until}
        and coalesce(${remaining} > 0, true)) as ending
    from book_legs where not_seen_since is null ${only} group by customer_id`;
}

// The newest of the three, each from its own index (customer, time descending): one step each.
const lastActivity = sql`greatest(
  (select max(observed_at) from book_leg_changes ch where ch.customer_id = c.id),
  (select max(occurred_at) from audit_events a where a.customer_id = c.id),
  (select max(first_seen_at) from book_dual_hedges d where d.customer_id = c.id))`;

const SORT_COLUMNS: Record<DirectorySort["key"], SQL> = {
  active: sql`coalesce(l.active, 0)`,
  overdue: sql`coalesce(l.overdue, 0)`,
  ending: sql`coalesce(l.ending, 0)`,
  activity: sql`last_activity`,
  read: sql`c.dual_hedges_read_at`,
};

function select(legs: SQL, where: SQL, order: SQL, limit: SQL) {
  return sql`with l as (${legs})
    select c.id, c.company_name, c.company_country, c.external_customer_id, c.status,
      l.active, l.overdue, l.ending, ${epochMs(sql`last_activity`)} as last_activity,
      ${epochMs(sql`c.dual_hedges_read_at`)} as read_at, ${epochMs(sql`c.dual_hedges_failed_at`)} as read_failed_at
    from (select *, ${lastActivity} as last_activity from book_customers c) c
    left join l on l.customer_id = c.id
    where ${where} order by ${order} ${limit}`;
}

function toRow(row: Row): DirectoryRow {
  return {
    id: row.id,
    companyName: row.company_name,
    companyCountry: row.company_country,
    externalCustomerId: row.external_customer_id,
    status: row.status,
    activeLegs: Number(row.active ?? 0),
    overdue: Number(row.overdue ?? 0),
    endingSoon: Number(row.ending ?? 0),
    lastActivityAt: dateOf(row.last_activity),
    readAt: dateOf(row.read_at),
    readFailedAt: dateOf(row.read_failed_at),
  };
}

/** The book's summaries of the customers on a page of the live directory (at most a page of ids). */
export async function summariesOf(db: Db, customerIds: string[], today: string, settings: DeskSettings) {
  if (customerIds.length === 0) return new Map<string, CustomerSummary>();
  const ids = sql`c.id in (select value from json_array_elements_text(${JSON.stringify(customerIds)}::json))`;
  const rows = rowsOf<Row>(await db.execute(select(legCounts(today, settings, customerIds), ids, sql`c.id`, sql``)));
  return new Map(rows.map((row) => [row.id, toRow(row)]));
}

/** How many customers the book holds, and how many have an overdue leg or one ending soon: the directory's tabs. */
export async function directoryCounts(db: Db, today: string, settings: DeskSettings): Promise<DirectoryCounts> {
  const [row] = rowsOf<{ customers: number | string; overdue: number | string; ending: number | string }>(
    await db.execute(sql`with l as (${legCounts(today, settings, null)})
      select (select count(*) from book_customers) as customers,
        count(*) filter (where l.overdue > 0) as overdue, count(*) filter (where l.ending > 0) as ending
      from l join book_customers c on c.id = l.customer_id`),
  );
  return {
    customers: Number(row?.customers ?? 0),
    overdue: Number(row?.overdue ?? 0),
    endingSoon: Number(row?.ending ?? 0),
  };
}

/** A page of the directory read from the book alone: its filter ("has overdue", "has ending soon"), its sort. */
export async function bookDirectoryPage(db: Db, query: CustomerListQuery, today: string, settings: DeskSettings) {
  const conditions: SQL[] = [sql`true`];
  if (query.has === "overdue") conditions.push(sql`coalesce(l.overdue, 0) > 0`);
  if (query.has === "ending") conditions.push(sql`coalesce(l.ending, 0) > 0`);
  if (query.externalCustomerId) conditions.push(sql`c.external_customer_id = ${query.externalCustomerId}`);
  const where = sql.join(conditions, sql` and `);
  const sort = query.sort ?? { key: "active", descending: true };
  const order = sql`${SORT_COLUMNS[sort.key]} ${sort.descending ? sql`desc` : sql`asc`} nulls last, c.company_name, c.id`;
  const legs = legCounts(today, settings, null);
  const [rows, [total]] = await Promise.all([
    db.execute(select(legs, where, order, sql`limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`)),
    db
      .execute(
        sql`with l as (${legs}) select count(*) as n from book_customers c left join l on l.customer_id = c.id where ${where}`,
      )
      .then((result) => rowsOf<{ n: number | string }>(result)),
  ]);
  return { items: rowsOf<Row>(rows).map(toRow), total: Number(total?.n ?? 0) };
}

type Directory = { counts: DirectoryCounts; page: Awaited<ReturnType<typeof bookDirectoryPage>> | null };

const globalForDirectory = globalThis as unknown as { hedgeDeskDirectoryCache?: DeskCache<Directory> };
const cache = () => (globalForDirectory.hedgeDeskDirectoryCache ??= new DeskCache<Directory>(32, 5 * 60_000));

/**
 * The directory's figures from the book, once per change of the book (as the desk's): the tabs' counts, and the page
 * itself when the list is sorted or filtered by the book. `asOf`: the book's state they show.
 */
export async function readDirectory(query: CustomerListQuery, bookPage: boolean, today = todayUtc()) {
  const db = await getDb();
  const settings = deskSettings();
  const latest = await readBookStamp(db);
  const key = JSON.stringify([today, settings, bookPage ? query : null]);
  const { value, stamp } = await cache().get(
    key,
    latest,
    async () => {
      const [counts, page] = await Promise.all([
        directoryCounts(db, today, settings),
        bookPage ? bookDirectoryPage(db, query, today, settings) : null,
      ]);
      return { counts, page };
    },
    { waitFrom: lastStaffBookChange() },
  );
  return { ...value, asOf: stamp.changedAt, settings, today };
}

const globalForSummaries = globalThis as unknown as {
  hedgeDeskSummariesCache?: DeskCache<Map<string, CustomerSummary>>;
};
const summariesCache = () =>
  (globalForSummaries.hedgeDeskSummariesCache ??= new DeskCache<Map<string, CustomerSummary>>(64, 5 * 60_000));

/** The book's summaries of a page of the live directory, once per change of the book: `asOf`, the state they show. */
export async function readSummaries(customerIds: string[], today = todayUtc()) {
  const db = await getDb();
  const settings = deskSettings();
  const key = JSON.stringify([today, settings, customerIds]);
  const { value, stamp } = await summariesCache().get(
    key,
    await readBookStamp(db),
    () => summariesOf(db, customerIds, today, settings),
    { waitFrom: lastStaffBookChange() },
  );
  return { summaries: value, asOf: stamp.changedAt };
}
