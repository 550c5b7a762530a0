import "server-only";
import { and, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema";
import type { Conversion, Customer, DualHedge } from "@/lib/wire";
import { bookChanged, changeBook, timedWrite } from "./changes";
import { inIds, upsert } from "./json-upsert";
import { rawById, rawLegsById } from "./raw-index";
import { markLegsNotSeen } from "./read-outcomes";
import { conversionRow, customerRow, dualHedgeRow, legRow, type Seen } from "./rows";

/** What a write added to the book: rows written, and answers without a usable id that were skipped. */
export interface Recorded {
  rows: number;
  skipped: number;
}

export interface ReadOptions {
  /** The sync pass that read it; null (or absent) for a page's read or a mutation's re-read. */
  passId?: number | null;
  /** The body as received (`keepBody`), so amounts and `raw` keep the service's own text. */
  body?: string;
  /** Items the lenient list reading left out for want of an id. */
  skipped?: number;
}

export async function recordCustomers(customers: Customer[], options: ReadOptions = {}): Promise<Recorded> {
  const raw = rawById(options.body, "customers");
  const seen = seenBy(options);
  const rows = customers.map((customer) => customerRow(customer, raw.get(customer.id), seen));
  if (rows.length > 0)
    await changeBook((t) =>
      upsert(t, bookCustomers, rows, ["firstSeenAt", "dualHedgesReadAt", "dualHedgesFailedAt", "dualHedgesError"]),
    );
  return { rows: rows.length, skipped: options.skipped ?? 0 };
}

/** A page (or all pages) of one customer's dual hedges with their legs. */
export async function recordDualHedges(
  customerId: string,
  dualHedges: DualHedge[],
  options: ReadOptions = {},
): Promise<Recorded> {
  const raw = rawById(options.body, "dualHedges");
  const seen = seenBy(options);
  const db = await getDb();
  const heads = dualHedges.map((dualHedge) => dualHedgeRow(customerId, dualHedge, raw.get(dualHedge.id), seen));
  const legs = dualHedges.flatMap((dualHedge) => {
    const rawLegs = rawLegsById(raw.get(dualHedge.id));
    return dualHedge.hedges.map((leg) => legRow(customerId, dualHedge.id, leg, rawLegs.get(leg.id), seen));
  });
  if (heads.length === 0) return { rows: 0, skipped: options.skipped ?? 0 };
  // Each dual hedge was read whole: a leg it no longer lists is not seen since now (unless one of its legs was unreadable).
  const whole = dualHedges.filter((dualHedge) => !dualHedge.unreadableLegs);
  const listed = whole.flatMap((dualHedge) => dualHedge.hedges.map((leg) => leg.id));
  await db.transaction((tx) =>
    timedWrite(async () => {
      await upsert(tx as unknown as Db, bookDualHedges, heads, ["firstSeenAt"]);
      await upsert(tx as unknown as Db, bookLegs, legs, ["firstSeenAt"]);
      // One statement for the page, not one per dual hedge.
      if (whole.length > 0)
        await markLegsNotSeen(
          tx as unknown as Db,
          and(
            inIds(
              bookLegs.dualHedgeId,
              whole.map((dualHedge) => dualHedge.id),
            ),
            listed.length > 0 ? sql`not ${inIds(bookLegs.id, listed)}` : undefined,
          ),
        );
      await bookChanged(tx as unknown as Db); // last, so the stamp's row is locked only until the commit
    }),
  );
  return { rows: heads.length + legs.length, skipped: options.skipped ?? 0 };
}

/** One dual hedge read on its own (its page, or a re-read after a mutation). */
export async function recordDualHedge(
  customerId: string,
  dualHedge: DualHedge,
  options: Omit<ReadOptions, "skipped"> = {},
): Promise<Recorded> {
  const body = options.body === undefined ? undefined : `{"dualHedges":[${options.body}]}`;
  return recordDualHedges(customerId, [dualHedge], { ...options, body });
}

export async function recordConversions(conversions: Conversion[], options: ReadOptions = {}): Promise<Recorded> {
  const raw = rawById(options.body, "conversions");
  const seen = seenBy(options);
  const rows = conversions.map((conversion) => conversionRow(conversion, raw.get(conversion.id), seen));
  if (rows.length > 0) await changeBook((t) => upsert(t, bookConversions, rows, ["firstSeenAt"]));
  return { rows: rows.length, skipped: options.skipped ?? 0 };
}

function seenBy(options: ReadOptions): Seen {
  return { passId: options.passId ?? null };
}
