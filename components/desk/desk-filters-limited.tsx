import { bookPath } from "@/lib/search-params/list-paths";
import { NoticeLinks } from "./notice-links";

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
      <NoticeLinks
        href={bookPath({ customer: customer ?? undefined, pair: pair ?? undefined })}
        label="The book with these filters"
      />
    </div>
  );
}
