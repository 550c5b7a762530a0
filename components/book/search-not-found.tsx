import Link from "next/link";
import type { BookFreshness } from "@/lib/book/freshness";
import { conversionPath, customerDualHedgesPath } from "@/lib/paths/app-paths";
import { customersSearchPath } from "@/lib/search-params/list-paths";
import { UUID_PATTERN } from "@/lib/schemas/ids";
import { seenAt } from "@/lib/format/seen-at";

/** Nothing in the book: why that may be, and where to look next (the live pages, which ask the service). */
export function SearchNotFound({ q, freshness }: { q: string; freshness: BookFreshness }) {
  const isId = UUID_PATTERN.test(q);
  const since = freshness.lastCompletePass
    ? `the book's last complete pass (${seenAt(freshness.lastCompletePass.finishedAt)})`
    : "the book was filled (it has not completed a pass yet)";
  return (
    <section aria-labelledby="search-not-found" className="mt-6 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="search-not-found" className="text-lg font-medium">
        Nothing in the book matches <q>{q}</q>
      </h2>
      <p className="mt-2 text-slate-700">
        Ids must be complete and exact; names match on any part. Something created at the hedging service since {since}{" "}
        is not in the book yet.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {isId ? (
          <>
            <li>
              If it is a customer id:{" "}
              <Link href={customerDualHedgesPath(q.toLowerCase())} className="link">
                open the customer live
              </Link>
              .
            </li>
            <li>
              If it is a conversion id:{" "}
              <Link href={conversionPath(q.toLowerCase())} className="link">
                open the conversion live
              </Link>
              .
            </li>
            <li>
              A dual hedge, leg or transaction id: open its customer and find it in the customer&apos;s dual hedges.
            </li>
          </>
        ) : (
          <>
            <li>
              If it is an external customer id:{" "}
              <Link href={customersSearchPath(q)} className="link">
                search the customers live
              </Link>
              .
            </li>
            <li>Check the spelling, or type a shorter part of the name.</li>
          </>
        )}
      </ul>
    </section>
  );
}
