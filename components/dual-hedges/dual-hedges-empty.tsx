import { buttonClass } from "@/components/ui/styles";
import { UrlButton } from "@/components/ui/url-button";

/** No dual hedges at all, or none matching the filters (a page past the end is components/ui/past-the-end.tsx). */
export function DualHedgesEmpty({ filtered, onThisPageOnly = false }: { filtered: boolean; onThisPageOnly?: boolean }) {
  return (
    <section aria-labelledby="empty-title" className="mt-3 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="empty-title" className="text-lg font-medium">
        {onThisPageOnly
          ? "No dual hedge on this page matches these filters"
          : filtered
            ? "No dual hedges match these filters"
            : "This customer has no dual hedges"}
      </h2>
      {filtered && (
        <>
          <p className="mt-1 text-slate-700">Try another date, or clear the filters to see every dual hedge.</p>
          <UrlButton
            patch={{ created_on: null, updated_on: null }}
            focusOnClick='[aria-label="Filter dual hedges"] input'
            className={`${buttonClass.primary} mt-4`}
          >
            Clear filters
          </UrlButton>
        </>
      )}
    </section>
  );
}
