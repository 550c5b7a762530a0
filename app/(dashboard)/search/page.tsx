import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { BookFreshnessNote } from "@/components/book/book-freshness";
import { SearchNotFound } from "@/components/book/search-not-found";
import { SearchResults } from "@/components/book/search-results";
import { readBookFreshness } from "@/lib/book/freshness";
import { readBook } from "@/lib/book/read";
import { searchBook, soleExactHit, withStaleness } from "@/lib/book/search";
import { newestNotesOf } from "@/lib/customers/notes";
import { serverEnv } from "@/lib/env/server";
import { BOOK_PATH } from "@/lib/paths/app-paths";
import { bookSearchSchema } from "@/lib/schemas/book-search";

export const metadata: Metadata = { title: "Search" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The header's search; outside (lists) so its loading boundary does not turn the redirect into a client refresh. */
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const parsed = bookSearchSchema.safeParse({ q: first((await searchParams).q) });
  const q = parsed.success ? parsed.data.q : "";
  const [result, freshness] = await readBook((db) =>
    Promise.all([q ? searchBook(db, q) : Promise.resolve(null), readBookFreshness(db)]),
  );
  const sole = result && soleExactHit(result);
  if (sole) redirect(sole.href);
  const customerIds = (result?.hits ?? []).flatMap((hit) => (hit.kind === "customer" ? [hit.id] : []));
  const notes = await readBook((db) => newestNotesOf(db, customerIds));

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Search</h1>
      <BookFreshnessNote freshness={freshness} />
      {!parsed.success ? (
        <p role="alert" className="mt-6 text-red-700">
          {parsed.error.issues[0]?.message}
        </p>
      ) : !result ? (
        <p className="mt-6 text-slate-700">
          Paste any id (dual hedge, leg, transaction, external transaction, customer, external customer or conversion)
          or type part of a customer&apos;s name in the search box at the top of the page.
        </p>
      ) : result.hits.length === 0 ? (
        <SearchNotFound q={q} freshness={freshness} />
      ) : (
        <>
          <p className="mt-6 text-slate-700" aria-live="polite">
            {result.hits.length} {result.hits.length === 1 ? "match" : "matches"} for <q className="font-medium">{q}</q>
            {result.moreNames && " (more customers' names contain it than are shown: type more of the name)"}.
          </p>
          <SearchResults
            hits={withStaleness(result.hits, serverEnv.BOOK_STALE_AFTER_MINUTES)}
            staleAfterMinutes={serverEnv.BOOK_STALE_AFTER_MINUTES}
            notes={notes}
          />
        </>
      )}
      <p className="mt-6 text-sm text-slate-600">
        Every leg across customers, with filters:{" "}
        <Link href={BOOK_PATH} className="link">
          the book
        </Link>
        .
      </p>
    </div>
  );
}
