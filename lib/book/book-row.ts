import type { BookLegRow } from "@/lib/book/legs-rows";
import { dualHedgePath } from "@/lib/paths/dual-hedge-paths";
import { currencyPair, EMPTY, formatAmount, formatDate, orEmpty, shortId } from "@/lib/format/format";
import { seenAt } from "@/lib/format/seen-at";

/** One leg of the book page, formatted on the server: the rows' client component only lays these strings out. */
export type BookRow = {
  id: string;
  dualHedgeId: string;
  shortId: string;
  href: string;
  company: string;
  status: string | null;
  pair: string;
  fixedSide: string;
  remaining: string;
  end: string;
  settlement: string;
  lastRead: string;
  /** Only when the last complete read of its customer no longer listed it. */
  notSeenSince?: string;
  /** Only when its customer's last read failed: the row is as of an earlier read. */
  customerReadFailed?: string;
  /** Only when the leg has unresolved work-queue items: a badge to the first one's panel. */
  openItems?: { href: string; label: string };
};

const FIXED_SIDE_LABELS: Record<string, string> = { fromCurrencyAmount: "From", toCurrencyAmount: "To" };

export function toBookRow(row: BookLegRow): BookRow {
  return {
    id: row.id,
    dualHedgeId: row.dualHedgeId,
    shortId: shortId(row.dualHedgeId),
    href: dualHedgePath({ customerId: row.customerId, dualHedgeId: row.dualHedgeId }),
    company: orEmpty(row.companyName),
    status: row.status,
    pair: currencyPair(row.fromCurrency, row.toCurrency),
    fixedSide: row.fixedSide ? (FIXED_SIDE_LABELS[row.fixedSide] ?? row.fixedSide) : EMPTY,
    remaining: row.remainingAmount === null ? EMPTY : formatAmount(row.remainingAmount, row.remainingCurrency),
    end: formatDate(row.endAt),
    settlement: formatDate(row.settlementAt),
    lastRead: seenAt(row.lastSeenAt),
    // Absent rather than undefined: every key travels in the page's RSC payload.
    ...(row.notSeenSince ? { notSeenSince: seenAt(row.notSeenSince) } : {}),
    ...(row.customerReadFailedAt ? { customerReadFailed: seenAt(row.customerReadFailedAt) } : {}),
  };
}
