import "server-only";
import { ilike, sql } from "drizzle-orm";
import type { BookStamp } from "@/lib/book/changes";
import type { Db } from "@/lib/db";
import { auditEvents, bookChanges, bookCustomers } from "@/lib/db/schema";
import { UUID_PATTERN } from "@/lib/schemas/ids";
import { rowsOf } from "./rows";

export type UnresolvedCall = {
  id: number;
  occurredAt: Date;
  action: string;
  staffEmail: string;
  customerId: string | null;
  targetIds: Record<string, string>;
  unknownSince: Date;
};

type Row = {
  version: number | string;
  changed_at: Date | string;
  id: number | string | null;
  occurred_at: Date | string | null;
  action: string | null;
  staff_email: string | null;
  customer_id: string | null;
  target_ids: Record<string, string> | string | null;
  unknown_since: Date | string | null;
  total: number | string | null;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The book's stamp and the calls still `unknown` in one statement, as each statement has a fixed cost. */
export async function stampAndUnresolvedCalls(db: Db, customer: string | undefined, limit: number) {
  const byCustomer = customer
    ? UUID_PATTERN.test(customer)
      ? sql`and a.customer_id = ${customer.toLowerCase()}`
      : // Part of a name, as the book page reads it: the customers the book knows by that name.
        sql`and a.customer_id in (select ${bookCustomers.id} from ${bookCustomers} where ${ilike(bookCustomers.companyName, `%${customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)})`
    : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select s.version, s.changed_at, c.*
      from ${bookChanges} s
      left join lateral (
        select a.id, a.occurred_at, a.action, a.staff_email, a.customer_id, a.target_ids,
          u.occurred_at as unknown_since, count(*) over () as total
        from ${auditEvents} a
        join ${auditEvents} u on u.attempt_id = a.id and u.outcome = 'unknown'
        where a.outcome = 'attempt'
          and not exists (select 1 from ${auditEvents} o where o.attempt_id = a.id and o.outcome <> 'unknown')
          ${byCustomer}
        order by a.occurred_at desc, a.id desc
        limit ${limit}
      ) c on true
      where s.id = 1
      order by c.occurred_at desc nulls last, c.id desc`),
  );
  const [first] = rows;
  // The row is created by the migration; were it missing, no stamp would ever move: fail loudly rather than cache.
  if (!first) throw new Error("book: the change stamp row (book_changes) is missing");
  const stamp: BookStamp = { version: Number(first.version), changedAt: toDate(first.changed_at) };
  const calls: UnresolvedCall[] = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: Number(row.id),
            occurredAt: toDate(row.occurred_at!),
            action: row.action!,
            staffEmail: row.staff_email!,
            customerId: row.customer_id,
            targetIds: typeof row.target_ids === "string" ? JSON.parse(row.target_ids) : (row.target_ids ?? {}),
            unknownSince: toDate(row.unknown_since!),
          },
        ],
  );
  return { stamp, calls: { total: Number(first.total ?? 0), rows: calls } };
}

/** The unresolved calls alone (the stamp's read is the same statement; tests ask for the calls). */
export async function unresolvedCalls(db: Db, customer: string | undefined, limit: number) {
  return (await stampAndUnresolvedCalls(db, customer, limit)).calls;
}
