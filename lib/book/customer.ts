import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookCustomers } from "@/lib/db/schema/book";

/** One customer as the book holds it, and how fresh its dual hedges are there. */
export interface BookCustomer {
  id: string;
  companyName: string | null;
  companyCountry: string | null;
  externalCustomerId: string | null;
  status: string | null;
  firstSeenAt: Date;
  /** When the customers list (or the customer itself) was last read. */
  lastSeenAt: Date;
  /** The last complete read of its dual hedges (every page); null: never. */
  dualHedgesReadAt: Date | null;
  /** Set when the last read of its dual hedges failed: the rows are as of `dualHedgesReadAt`. */
  dualHedgesFailedAt: Date | null;
  dualHedgesError: string | null;
}

/** The book's row for a customer, or null when the book has never listed it. One primary-key read. */
export async function readBookCustomer(db: Db, customerId: string): Promise<BookCustomer | null> {
  const [row] = await db
    .select({
      id: bookCustomers.id,
      companyName: bookCustomers.companyName,
      companyCountry: bookCustomers.companyCountry,
      externalCustomerId: bookCustomers.externalCustomerId,
      status: bookCustomers.status,
      firstSeenAt: bookCustomers.firstSeenAt,
      lastSeenAt: bookCustomers.lastSeenAt,
      dualHedgesReadAt: bookCustomers.dualHedgesReadAt,
      dualHedgesFailedAt: bookCustomers.dualHedgesFailedAt,
      dualHedgesError: bookCustomers.dualHedgesError,
    })
    .from(bookCustomers)
    .where(eq(bookCustomers.id, customerId));
  return row ?? null;
}
