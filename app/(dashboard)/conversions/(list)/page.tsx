import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { ConversionLookup } from "@/components/conversions/conversion-lookup";
import { ConversionsList } from "@/components/conversions/conversions-list";
import { UrlParamsProblem } from "@/components/conversions/url-params-problem";
import { buttonClass } from "@/components/ui/styles";
import { requireSession } from "@/lib/auth/session";
import { loadConversionsSearchParams, readConversionsParams } from "@/lib/search-params/conversions";

export const metadata: Metadata = { title: "Conversions" };

export default async function ConversionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession();
  const raw = await loadConversionsSearchParams(searchParams);
  const params = readConversionsParams(raw);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Conversions</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Every currency conversion of the organization, most recently accepted first.
          </p>
        </div>
        <a className={buttonClass.secondary} href="/conversions/export" download>
          Export CSV (all pages)
        </a>
      </div>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <ConversionLookup />
      </div>
      {params.ok ? (
        <ConversionsList page={params.page} perPage={params.perPage} perPageInUrl={Boolean(raw.perPage)} />
      ) : (
        <UrlParamsProblem problems={params.problems} resetHref="/conversions" />
      )}
    </div>
  );
}
