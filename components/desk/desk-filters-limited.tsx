import Link from "next/link";
import { DESK_PATH } from "@/lib/paths/app-paths";
import { bookPath } from "@/lib/search-params/list-paths";

/** In place of the figures when a person has opened too many new filter sets: why, and where the same legs are listed. */
export function DeskFiltersLimitedNotice({
  message,
  customer,
  pair,
}: {
  message: string;
  customer: string | null;
  pair: string | null;
}) {
  return (
    <div role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>{message}</p>
      <p className="mt-2">
        <Link href={bookPath({ customer: customer ?? undefined, pair: pair ?? undefined })} className="link">
          The book with these filters
        </Link>{" "}
        ·{" "}
        <Link href={DESK_PATH} className="link">
          The desk without filters
        </Link>
      </p>
    </div>
  );
}
