import Link from "next/link";
import { buttonClass } from "./styles";

/** A page number beyond the list's last page (an old link, or rows removed since): the way back, and nothing else. */
export function PastTheEnd({
  page,
  pages,
  lastPageHref,
}: {
  page: number;
  pages: number | null;
  lastPageHref: string;
}) {
  return (
    <section aria-labelledby="past-the-end-title" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="past-the-end-title" className="text-lg font-medium">
        Page {page} is past the end
      </h2>
      <p className="mt-1 text-slate-700">
        {pages === null
          ? "The hedging service did not say how many pages there are."
          : `There ${pages === 1 ? "is 1 page" : `are ${pages} pages`} of results.`}
      </p>
      <Link href={lastPageHref} scroll={false} className={`${buttonClass.secondary} mt-4 inline-block`}>
        {pages === null ? "Go to the first page" : "Go to the last page"}
      </Link>
    </section>
  );
}
