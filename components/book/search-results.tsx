import Link from "next/link";
import type { SearchHit, SearchMatch } from "@/lib/book/search";
import { currencyPair, orEmpty, shortId } from "@/lib/format/format";
import { statusLabel } from "@/lib/format/status-label";
import { seenAt } from "@/lib/format/seen-at";

const MATCH_LABELS: Record<SearchMatch, string> = {
  dualHedgeId: "Dual hedge id",
  legId: "Leg id",
  transactionId: "Transaction id",
  externalTransactionId: "External transaction id",
  customerId: "Customer id",
  externalCustomerId: "External customer id",
  conversionId: "Conversion id",
  customerName: "Customer name",
  customerNote: "A note",
};

const NOTE_SHOWN = 200;
const excerpt = (text: string) => (text.length > NOTE_SHOWN ? `${text.slice(0, NOTE_SHOWN)}…` : text);

function title(hit: SearchHit): string {
  if (hit.kind === "customer") return orEmpty(hit.companyName);
  if (hit.kind === "conversion")
    return `Conversion ${shortId(hit.id)} · ${currencyPair(hit.fromCurrency, hit.toCurrency)}`;
  return `Dual hedge ${shortId(hit.id)} · ${orEmpty(hit.companyName)}`;
}

function detail(hit: SearchHit): string {
  if (hit.kind === "customer") return `Customer ${hit.id}${hit.status ? ` · ${statusLabel(hit.status)}` : ""}`;
  if (hit.kind === "conversion") return hit.id;
  const leg = hit.match === "dualHedgeId" ? "" : ` · matching leg ${currencyPair(hit.fromCurrency, hit.toCurrency)}`;
  return `${hit.id}${leg}${hit.status ? ` · ${statusLabel(hit.status)}` : ""}`;
}

/** Exact id matches first; each with how old the book's copy is, and the live page to open. */
export function SearchResults({
  hits,
  staleAfterMinutes,
  notes,
}: {
  hits: (SearchHit & { stale: boolean })[];
  staleAfterMinutes: number;
  /** Each customer's newest note, shown under it (as text). */
  notes: Map<string, { text: string; staffEmail: string; createdAt: Date }>;
}) {
  return (
    <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
      {hits.map((hit) => {
        const { stale } = hit;
        return (
          <li key={`${hit.kind}:${hit.id}`} className="p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {hit.match === "customerName"
                ? "Name contains the search"
                : hit.match === "customerNote"
                  ? "A note on the customer contains the search"
                  : `${MATCH_LABELS[hit.match]} matches exactly`}
            </p>
            <p className="mt-1">
              <Link href={hit.href} className="link font-medium">
                {title(hit)}
              </Link>
            </p>
            <p className="mt-1 font-mono text-xs break-all text-slate-700">{detail(hit)}</p>
            {hit.kind === "customer" && notes.has(hit.id) && (
              <p className="mt-1 text-sm text-slate-800" data-testid="search-note">
                <span className="text-slate-600">
                  Newest note ({notes.get(hit.id)!.staffEmail}, {seenAt(notes.get(hit.id)!.createdAt)}):
                </span>{" "}
                <span className="whitespace-pre-wrap break-words">{excerpt(notes.get(hit.id)!.text)}</span>
              </p>
            )}
            <p className="mt-1 text-sm text-slate-600">
              {hit.notSeenSince
                ? `The service has not listed it since ${seenAt(hit.notSeenSince)}: it may have been removed. `
                : ""}
              In the book as of {seenAt(hit.lastSeenAt)}.
              {stale && (
                <>
                  {" "}
                  <strong className="font-medium text-amber-900">Older than {staleAfterMinutes} minutes:</strong>{" "}
                  <Link href={hit.href} className="link">
                    open the live page
                  </Link>{" "}
                  for the service&apos;s current answer.
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
