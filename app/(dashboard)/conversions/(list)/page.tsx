import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { ConversionLookup } from "@/components/conversions/conversion-lookup";
import { ConversionsResults } from "@/components/conversions/conversions-results";
import { InvalidParams } from "@/components/ui/invalid-params";
import { ListControls } from "@/components/ui/list-controls";
import { buttonClass } from "@/components/ui/styles";
import { UpstreamError } from "@/components/ui/upstream-error";
import { requireSession } from "@/lib/auth/session";
import { listConversions } from "@/lib/data/conversions";
import { CONVERSIONS_EXPORT_PATH, CONVERSIONS_PATH } from "@/lib/paths/app-paths";
import { conversionListUrl } from "@/lib/search-params/conversions";

export const metadata: Metadata = { title: "Conversions" };

export default async function ConversionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession();
  const params = await conversionListUrl.load(searchParams);
  const read = conversionListUrl.read(params);
  const list = read.ok ? await listConversions(read.query) : null;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Conversions</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Every currency conversion of the organization, most recently accepted first.
          </p>
        </div>
        <a className={buttonClass.secondary} href={CONVERSIONS_EXPORT_PATH}>
          Export CSV (all pages)
        </a>
      </div>
      <ListControls perPage={read.ok ? read.query.perPage : null}>
        <ConversionLookup />
      </ListControls>
      {!read.ok ? (
        <InvalidParams
          problems={read.problems}
          repairHref={`${CONVERSIONS_PATH}${conversionListUrl.serialize(conversionListUrl.withoutInvalid(params))}`}
        />
      ) : !list?.ok ? (
        <UpstreamError error={list!.error} title="Conversions could not be loaded" />
      ) : (
        <ConversionsResults
          query={read.query}
          list={list.data}
          hrefFor={conversionListUrl.pageHref(CONVERSIONS_PATH, params)}
        />
      )}
    </div>
  );
}
