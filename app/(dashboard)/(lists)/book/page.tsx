import type { Metadata } from "next";
import Link from "next/link";
import type { SearchParams } from "nuqs/server";
import { BOOK_FILTERS_ID, BookFiltersForm } from "@/components/book/book-filters-form";
import { BookFreshnessNote } from "@/components/book/book-freshness";
import { BookLegsTable } from "@/components/book/book-legs-table";
import { BookPageTooDeep } from "@/components/book/book-page-too-deep";
import { BookTotals } from "@/components/book/book-totals";
import { formatCount } from "@/lib/format/format";
import { seenAt } from "@/lib/format/seen-at";
import { InvalidParams } from "@/components/ui/invalid-params";
import { ListCount } from "@/components/ui/list-count";
import { ListResults } from "@/components/ui/list-results";
import { buttonClass } from "@/components/ui/styles";
import { readBookFreshness } from "@/lib/book/freshness";
import { bookExactTotalLimit } from "@/lib/book/config";
import { listBookLegs } from "@/lib/book/legs-query";
import { bookPairsAsOf } from "@/lib/book/pairs";
import { readBook } from "@/lib/book/read";
import { openItemsOnLegs } from "@/lib/desk/items/item";
import { BOOK_PATH, CUSTOMERS_PATH } from "@/lib/paths/app-paths";
import { bookExportPath, bookQueryPath } from "@/lib/search-params/list-paths";
import {
  bookListUrl,
  bookQueryParams,
  DEFAULT_BOOK_SORT,
  type BookCursor,
  type BookQuery,
} from "@/lib/search-params/book";

export const metadata: Metadata = { title: "Book" };

/** Every leg across customers, from the book (our local copy): no call to the hedging service on the way. */
export default async function BookPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await bookListUrl.load(searchParams);
  const exactTotalLimit = bookExactTotalLimit();
  const read = bookListUrl.read(params);
  const [freshness, pairs, result, openItems] = await readBook(async (db) => {
    // Freshness first: its stamp keys the kept pairs and totals, so they are at least as new as the line says.
    const freshness = await readBookFreshness(db);
    const { version } = freshness;
    const [pairs, result] = await Promise.all([
      bookPairsAsOf(db, version),
      read.ok ? listBookLegs(db, read.query, { exactTotalLimit, version }) : null,
    ]);
    // The work queue's items on the page's legs: one indexed read of our database.
    return [freshness, pairs, result, await openItemsOnLegs(db, result?.rows.map((row) => row.id) ?? [])] as const;
  });
  const query: BookQuery = read.ok ? read.query : { filters: {}, sort: DEFAULT_BOOK_SORT, page: 1, perPage: 25 };
  const filtered = Object.keys(query.filters).length > 0;
  const cursorPath = (cursor: BookCursor) => `${BOOK_PATH}${bookListUrl.serialize(bookQueryParams(query, { cursor }))}`;
  const uncounted = (estimate: number | null) => (
    <>
      More than <strong className="tabular">{formatCount(exactTotalLimit)}</strong> legs
      {estimate !== null && ` (about ${formatCount(estimate)} in the book, an estimate)`}
    </>
  );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Book</h1>
          <p className="mt-2 max-w-3xl text-slate-600">
            Every leg of every customer&apos;s dual hedges, as Hedge Desk last read them from the hedging service. Open
            a dual hedge for its live state and actions.
          </p>
          <BookFreshnessNote freshness={freshness} />
        </div>
        {/* Not while the address has a filter the page cannot use: the export would leave it out and widen. */}
        {read.ok && (
          <a className={buttonClass.secondary} href={bookExportPath(query)}>
            Export CSV (all matching legs)
          </a>
        )}
      </div>

      {/* Keyed by what it shows: its fields' defaultValue is read once, so a link to other filters (Clear, the list
          without the bad values) brings a new form rather than leave the last one's choices showing. */}
      <BookFiltersForm
        key={bookQueryPath({ ...query, page: 1 })}
        filters={query.filters}
        sort={query.sort}
        perPage={query.perPage}
        pairs={pairs}
      />

      {!read.ok || !result ? (
        <InvalidParams
          problems={read.ok ? [] : read.problems}
          repairHref={`${BOOK_PATH}${bookListUrl.serialize(bookListUrl.withoutInvalid(params))}`}
          clearHref={BOOK_PATH}
        />
      ) : result.tooDeep ? (
        <>
          <div className="mt-6">
            <ListCount
              noun={["leg", "legs"]}
              total={null}
              page={null}
              pages={null}
              pastTheEnd={false}
              uncounted={uncounted(result.estimate)}
            />
          </div>
          <BookPageTooDeep
            page={result.tooDeep.page}
            numberedPages={result.tooDeep.numberedPages}
            exactTotalLimit={exactTotalLimit}
            filtered={filtered}
            firstPageHref={bookQueryPath({ ...query, page: 1 })}
            lastPageHref={cursorPath(result.cursors.last)}
            filtersHref={`#${BOOK_FILTERS_ID}`}
          />
        </>
      ) : (
        <ListResults
          noun={["leg", "legs"]}
          pagerLabel="Book pages"
          query={result}
          list={{ items: result.rows, pagination: { totalResults: result.total } }}
          hasNext={result.hasNext}
          cursorLinks={
            // Past the exact count the pager seeks by cursor (a deep page costs what the first does); within it, pages by number.
            result.total === null
              ? {
                  first: result.page === 1 ? null : bookQueryPath({ ...query, page: 1 }),
                  previous: result.cursors.previous && cursorPath(result.cursors.previous),
                  next: result.cursors.next && cursorPath(result.cursors.next),
                  last: result.hasNext ? cursorPath(result.cursors.last) : null,
                }
              : undefined
          }
          uncounted={uncounted(result.estimate)}
          hrefFor={bookListUrl.pageHref(BOOK_PATH, bookQueryParams(query))}
          note={
            result.rows.length > 0 &&
            `${result.total === null ? "Rows on this page" : "Rows"} read between ${seenAt(result.oldestSeenAt)} and ${seenAt(result.newestSeenAt)}.`
          }
          summary={
            result.totals === null ? (
              <p className="mt-3 text-sm text-slate-600">
                The remaining amounts per currency are summed when at most {formatCount(exactTotalLimit)} legs match:
                narrow the filters to see them.
              </p>
            ) : (
              result.total !== null && result.total > 0 && <BookTotals totals={result.totals} />
            )
          }
          empty={
            <section aria-labelledby="book-empty" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
              <h2 id="book-empty" className="text-lg font-medium">
                {filtered ? "No leg matches these filters" : "The book is empty"}
              </h2>
              <p className="mt-1 text-slate-700">
                {filtered
                  ? "Widen a date range or clear a filter. A leg created since the last pass is not here yet: search its id, or open its customer."
                  : "It fills as the background sync reads every customer's dual hedges, and as staff open customers and dual hedges. Open a customer from the customers list to add theirs now."}
              </p>
              <Link
                href={filtered ? BOOK_PATH : CUSTOMERS_PATH}
                className={`${buttonClass.secondary} mt-4 inline-block`}
              >
                {filtered ? "Clear all filters" : "Go to the customers"}
              </Link>
            </section>
          }
          table={
            <BookLegsTable
              rows={result.rows}
              sort={query.sort}
              hrefFor={(sort) => bookQueryPath({ ...query, sort, page: 1 })}
              openItems={openItems}
            />
          }
        />
      )}
    </div>
  );
}
