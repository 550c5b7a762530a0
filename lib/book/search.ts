import "server-only";
import { and, asc, eq, ilike, inArray, isNotNull, or } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { bookConversions, bookCustomers, bookDualHedges, bookLegs } from "@/lib/db/schema/book";
import { customerNotes } from "@/lib/db/schema/customers";
import { conversionPath, customerPath } from "@/lib/paths/app-paths";
import { dualHedgePath } from "@/lib/paths/dual-hedge-paths";
import { UUID_PATTERN } from "@/lib/schemas/ids";

/** What the text matched, in the order the results list them: exact ids first, names last. */
export const SEARCH_MATCHES = [
  "dualHedgeId",
  "legId",
  "transactionId",
  "externalTransactionId",
  "customerId",
  "externalCustomerId",
  "conversionId",
  "customerName",
  "customerNote",
] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export interface SearchHit {
  match: SearchMatch;
  kind: "customer" | "dualHedge" | "conversion";
  /** The object's id (the dual hedge's for a leg or transaction match). */
  id: string;
  customerId: string | null;
  companyName: string | null;
  fromCurrency: string | null;
  toCurrency: string | null;
  /** A leg's status when a leg matched; a customer's status for a customer. */
  status: string | null;
  /** The live page: the book's copy may be older. */
  href: string;
  lastSeenAt: Date;
  notSeenSince: Date | null;
}

export interface SearchResult {
  hits: SearchHit[];
  /** More names matched than are shown. */
  moreNames: boolean;
}

export const NAME_LIMIT = 20;

// The service's ids are compared lower-cased (lib/schemas/ids.ts); any other text is compared exactly as typed.
function idCandidates(q: string): string[] {
  return UUID_PATTERN.test(q) ? [...new Set([q, q.toLowerCase()])] : [q];
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shaped like an id: searches names only when no id matched, as the name scan is slow and ids are what is pasted. */
export const looksLikeId = (q: string) => /^\S{8,}$/.test(q) && /\d/.test(q) && /\p{L}/u.test(q);

/** Every object the text names exactly (by any id) and customers whose name contains it; reads the book only. */
export async function searchBook(db: Db, text: string): Promise<SearchResult> {
  const q = text.trim();
  if (!q) return { hits: [], moreNames: false };
  const ids = idCandidates(q);
  // A text shaped like the service's ids (a UUID) is an id, not part of a name: only the id indexes are read.
  const byName = q.length >= 2 && !UUID_PATTERN.test(q);
  const byNameAfterIds = byName && looksLikeId(q);
  const nameSearch = () =>
    db
      .select()
      .from(bookCustomers)
      .where(and(isNotNull(bookCustomers.companyName), ilike(bookCustomers.companyName, `%${likeEscape(q)}%`)))
      .orderBy(asc(bookCustomers.companyName), asc(bookCustomers.id))
      .limit(NAME_LIMIT + 1);

  // Staff's notes (few, next to the book's rows): a customer whose notes hold the text is found by them too.
  const noted = () =>
    db
      .select()
      .from(bookCustomers)
      .where(
        inArray(
          bookCustomers.id,
          db
            .selectDistinct({ id: customerNotes.customerId })
            .from(customerNotes)
            .where(ilike(customerNotes.text, `%${likeEscape(q)}%`)),
        ),
      )
      .orderBy(asc(bookCustomers.companyName), asc(bookCustomers.id))
      .limit(NAME_LIMIT);

  const [customers, dualHedges, legs, conversions, namesAlongside, notes] = await Promise.all([
    db
      .select()
      .from(bookCustomers)
      .where(or(inArray(bookCustomers.id, ids), eq(bookCustomers.externalCustomerId, q))),
    db
      .select({ dual: bookDualHedges, companyName: bookCustomers.companyName })
      .from(bookDualHedges)
      .leftJoin(bookCustomers, eq(bookCustomers.id, bookDualHedges.customerId))
      .where(inArray(bookDualHedges.id, ids)),
    db
      .select({ leg: bookLegs, companyName: bookCustomers.companyName })
      .from(bookLegs)
      .leftJoin(bookCustomers, eq(bookCustomers.id, bookLegs.customerId))
      .where(or(inArray(bookLegs.id, ids), inArray(bookLegs.transactionId, ids), eq(bookLegs.externalTransactionId, q)))
      .orderBy(asc(bookLegs.dualHedgeId), asc(bookLegs.id))
      .limit(200),
    db.select().from(bookConversions).where(inArray(bookConversions.id, ids)),
    byName && !byNameAfterIds ? nameSearch() : Promise.resolve([]),
    q.length >= 3 && !UUID_PATTERN.test(q) ? noted() : Promise.resolve([]),
  ]);
  const idsFound = customers.length + dualHedges.length + legs.length + conversions.length > 0;
  const names = byNameAfterIds && !idsFound ? await nameSearch() : namesAlongside;

  const hits: SearchHit[] = [];
  const customerHit = (match: SearchMatch, row: typeof bookCustomers.$inferSelect): SearchHit => ({
    match,
    kind: "customer",
    id: row.id,
    customerId: row.id,
    companyName: row.companyName,
    fromCurrency: null,
    toCurrency: null,
    status: row.status,
    href: customerPath(row.id),
    lastSeenAt: row.lastSeenAt,
    notSeenSince: null,
  });

  for (const { dual, companyName } of dualHedges) {
    hits.push({
      match: "dualHedgeId",
      kind: "dualHedge",
      id: dual.id,
      customerId: dual.customerId,
      companyName,
      fromCurrency: dual.fromCurrency,
      toCurrency: dual.toCurrency,
      status: null,
      href: dualHedgePath({ customerId: dual.customerId, dualHedgeId: dual.id }),
      lastSeenAt: dual.lastSeenAt,
      notSeenSince: dual.notSeenSince,
    });
  }
  for (const { leg, companyName } of legs) {
    const match: SearchMatch = ids.includes(leg.id)
      ? "legId"
      : leg.transactionId !== null && ids.includes(leg.transactionId)
        ? "transactionId"
        : "externalTransactionId";
    hits.push({
      match,
      kind: "dualHedge",
      id: leg.dualHedgeId,
      customerId: leg.customerId,
      companyName,
      fromCurrency: leg.fromCurrency,
      toCurrency: leg.toCurrency,
      status: leg.status,
      href: dualHedgePath({ customerId: leg.customerId, dualHedgeId: leg.dualHedgeId }),
      lastSeenAt: leg.lastSeenAt,
      notSeenSince: leg.notSeenSince,
    });
  }
  for (const row of customers) hits.push(customerHit(ids.includes(row.id) ? "customerId" : "externalCustomerId", row));
  for (const row of conversions) {
    hits.push({
      match: "conversionId",
      kind: "conversion",
      id: row.id,
      customerId: null,
      companyName: null,
      fromCurrency: row.fromCurrency,
      toCurrency: row.toCurrency,
      status: null,
      href: conversionPath(row.id),
      lastSeenAt: row.lastSeenAt,
      notSeenSince: row.notSeenSince,
    });
  }
  for (const row of names.slice(0, NAME_LIMIT)) hits.push(customerHit("customerName", row));
  for (const row of notes) hits.push(customerHit("customerNote", row));

  const order = (hit: SearchHit) => SEARCH_MATCHES.indexOf(hit.match);
  hits.sort((a, b) => order(a) - order(b));
  // One row per object: both legs of a transaction, or a customer found by id and by name, are one result.
  const seen = new Set<string>();
  const unique = hits.filter((hit) => {
    const key = `${hit.kind}:${hit.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { hits: unique, moreNames: names.length > NAME_LIMIT };
}

/** The one object an id names, to go straight to; none when it is ambiguous, only a name, or gone from the service. */
export function soleExactHit(result: SearchResult): SearchHit | null {
  const exact = result.hits.filter((hit) => hit.match !== "customerName" && hit.match !== "customerNote");
  if (exact.length !== 1) return null;
  const [hit] = exact;
  return hit!.notSeenSince === null ? hit! : null;
}

/** Each hit with whether the book's copy is older than the threshold (the page then offers the live one). */
export function withStaleness(hits: SearchHit[], staleAfterMinutes: number, now = Date.now()) {
  return hits.map((hit) => ({ ...hit, stale: isStale(hit.lastSeenAt, staleAfterMinutes, now) }));
}

export function isStale(lastSeenAt: Date, staleAfterMinutes: number, now = Date.now()): boolean {
  return now - lastSeenAt.getTime() > staleAfterMinutes * 60_000;
}
