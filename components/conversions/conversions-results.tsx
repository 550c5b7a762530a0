import { DisplayTimeZoneName } from "@/components/ui/local-time-scope";
import { ListResults } from "@/components/ui/list-results";
import type { CheckedPage } from "@/lib/hedging";
import type { Conversion } from "@/lib/wire";
import type { ConversionListQuery } from "@/lib/search-params/conversions";
import { ConversionsTable } from "./conversions-table";

export function ConversionsResults({
  query,
  list,
  hrefFor,
}: {
  query: ConversionListQuery;
  list: CheckedPage<Conversion>;
  hrefFor: (page: number) => string;
}) {
  return (
    <ListResults
      noun={["conversion", "conversions"]}
      query={query}
      list={list}
      hrefFor={hrefFor}
      note={
        <>
          Accepted times in <DisplayTimeZoneName />.
        </>
      }
      empty={
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          The organization has no conversions yet. They appear here once the hedging service has recorded one.
        </p>
      }
      table={<ConversionsTable conversions={list.items} />}
    />
  );
}
