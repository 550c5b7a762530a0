import Link from "next/link";
import { formatCount } from "@/lib/format/format";
import { buttonClass } from "@/components/ui/styles";

/** A `page=N` past the numbered pages of a book too large to count: offered the first or last page, or fewer legs. */
export function BookPageTooDeep({
  page,
  numberedPages,
  exactTotalLimit,
  filtered,
  firstPageHref,
  lastPageHref,
  filtersHref,
}: {
  page: number;
  numberedPages: number;
  exactTotalLimit: number;
  filtered: boolean;
  firstPageHref: string;
  lastPageHref: string;
  filtersHref: string;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="book-page-too-deep"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="book-page-too-deep" className="text-lg font-semibold">
        Page {formatCount(page)} cannot be opened by its number
      </h2>
      <p className="mt-2">
        Only pages 1 to {formatCount(numberedPages)} open by number, as more than {formatCount(exactTotalLimit)} legs{" "}
        {filtered ? "match these filters" : "are in the book"} and a page further in would mean reading every leg before
        it. Page with Next and Previous from the first or the last page, or{" "}
        {filtered ? "narrow the filters" : "filter the book"} so that fewer legs match.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={firstPageHref} className={buttonClass.primary}>
          Go to the first page
        </Link>
        <Link href={lastPageHref} className={buttonClass.secondary}>
          Go to the last page
        </Link>
        <a href={filtersHref} className={buttonClass.secondary}>
          {filtered ? "Narrow the filters" : "Filter the book"}
        </a>
      </div>
    </section>
  );
}
