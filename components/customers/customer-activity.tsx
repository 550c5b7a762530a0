import type { ActivityEntry } from "@/lib/customers/timeline";
import { clockText } from "@/lib/format/freshness-text";
import { ActivityEntryText } from "./activity-entry";

const SOURCE: Record<ActivityEntry["kind"], string> = {
  staff: "Staff",
  change: "Service",
  firstSeen: "Book",
  customer: "Book",
};

/**
 * What happened to the customer's hedges, newest first: staff's actions (the audit trail) and what the service changed
 * (as the book saw it), a page at a time. `newerHref`: back to the newest page; `olderHref`: the next page, if any.
 */
export function CustomerActivity({
  customerId,
  entries,
  olderHref,
  newestHref,
  problem,
}: {
  customerId: string;
  entries: ActivityEntry[];
  olderHref: string | null;
  /** Set on a page after the first. */
  newestHref: string | null;
  /** The address's page of activity could not be read: the newest is shown, and this says why. */
  problem: string | null;
}) {
  const now = new Date();
  return (
    <section id="activity" aria-labelledby="activity-heading" className="mt-10 scroll-mt-4">
      <h2 id="activity-heading" className="text-xl font-semibold tracking-tight">
        Activity
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Newest first: what staff did (from the audit trail) and what the service changed, as the book saw it. The book
        knows a change only between two of its reads, and says so.
      </p>
      {problem && (
        <p
          role="alert"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {problem}
        </p>
      )}
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Nothing yet: the book has not read this customer&apos;s dual hedges and no staff action is recorded. Refresh
          this customer or open its dual hedges, and what the book reads starts the activity.
        </p>
      ) : (
        <ol
          className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm shadow-sm"
          data-testid="customer-activity"
        >
          {entries.map((entry) => (
            <li key={`${entry.at}|${entry.key}`} className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-2">
              <time dateTime={entry.at} className="w-44 shrink-0 tabular-nums text-slate-600">
                {clockText(new Date(entry.at), now)}
              </time>
              <span className="w-16 shrink-0 text-xs font-medium uppercase tracking-wide text-slate-500">
                {SOURCE[entry.kind]}
              </span>
              <span className="min-w-0 flex-1">
                <ActivityEntryText entry={entry} customerId={customerId} now={now} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {(olderHref || newestHref) && (
        <nav aria-label="Activity pages" className="mt-3 flex gap-4 text-sm">
          {newestHref && (
            <a href={newestHref} className="link">
              Newest activity
            </a>
          )}
          {olderHref && (
            <a href={olderHref} className="link">
              Older activity
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
