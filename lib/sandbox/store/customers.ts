import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { sandboxCustomers } from "@/lib/db/schema/sandbox";
import { type Page, type PageResult, pageOffset } from "./paging";
import type { CustomerRow, Queryable } from "./rows";

export async function listCustomers(
  db: Queryable,
  options: Page & { externalCustomerId?: string },
): Promise<PageResult<CustomerRow>> {
  const filters: SQL[] = [];
  if (options.externalCustomerId !== undefined) {
    filters.push(eq(sandboxCustomers.externalCustomerId, options.externalCustomerId));
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [counted] = await db.select({ total: count() }).from(sandboxCustomers).where(where);
  const total = counted?.total ?? 0;
  const offset = pageOffset(options, total);
  if (offset === null) return { rows: [], total };
  const rows = await db
    .select()
    .from(sandboxCustomers)
    .where(where)
    .orderBy(desc(sandboxCustomers.createdTs), desc(sandboxCustomers.id))
    .limit(options.perPage)
    .offset(offset);
  return { rows, total };
}

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, id)).limit(1);
  return row;
}
