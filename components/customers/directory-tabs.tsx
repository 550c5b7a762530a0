import Link from "next/link";
import type { DirectoryCounts } from "@/lib/customers/directory";
import type { DirectoryFilter } from "@/lib/search-params/customers";

/** The directory's filters from the book, as tabs with how many customers each holds. */
export function DirectoryTabs({
  counts,
  current,
  hrefFor,
  soonBusinessDays,
}: {
  counts: DirectoryCounts;
  current: DirectoryFilter | undefined;
  hrefFor: (filter: DirectoryFilter | null) => string;
  soonBusinessDays: number;
}) {
  const tabs: { filter: DirectoryFilter | null; label: string; count: number | null }[] = [
    { filter: null, label: "All customers", count: null },
    { filter: "overdue", label: "Has overdue", count: counts.overdue },
    { filter: "ending", label: `Has ending soon (${soonBusinessDays} business days)`, count: counts.endingSoon },
  ];
  return (
    <nav aria-label="Filter customers by the book" className="mt-6">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 text-sm">
        {tabs.map((tab) => {
          const selected = (current ?? null) === tab.filter;
          return (
            <li key={tab.filter ?? "all"}>
              <Link
                href={hrefFor(tab.filter)}
                aria-current={selected ? "page" : undefined}
                className={`-mb-px inline-block rounded-t-md border px-3 py-2 ${selected ? "border-slate-200 border-b-white bg-white font-medium text-slate-900" : "border-transparent text-blue-700 underline underline-offset-2"}`}
              >
                {tab.label}
                {tab.count !== null && <span className="tabular-nums"> ({tab.count})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
