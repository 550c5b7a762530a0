import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";
import { type BookFreshness, bookReadWhole } from "@/lib/desk/freshness";
import { ago, clockText, isStale } from "@/lib/format/freshness-text";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";

/** How fresh the desk's figures are, and whether the book has moved since; a stale or never-filled book warns. */
export function FreshnessLine({
  freshness,
  asOf,
  changedSince,
  now,
  staleAfterMinutes,
  refresh,
  syncDetailsHref,
}: {
  freshness: BookFreshness;
  /** When the book last changed before these figures were computed: the state they show. */
  asOf: Date;
  /** When the book last changed, if after `asOf`: newer figures are being computed. */
  changedSince: Date | null;
  now: Date;
  staleAfterMinutes: number;
  /** Operators and admins: a form that starts a pass (under the schedule, reads the attention customers next); viewers: a link that reloads. */
  refresh: React.ReactNode;
  /** Admins: where the last pass's own error is read. */
  syncDetailsHref?: string;
}) {
  const { lastCompletePassAt, runningSince, lastFailure, newestRowAt, hasLegs, staleCustomers } = freshness;
  const { attention, everyCustomerReadSince, scheduled } = freshness;
  // Read continuously, the book is as fresh as the reads behind the lists that need attention; by passes, as its last.
  const stale = scheduled
    ? everyCustomerReadSince === null ||
      (attention.customers > 0 && isStale(attention.oldestReadAt, now, staleAfterMinutes))
    : isStale(lastCompletePassAt, now, staleAfterMinutes);
  const never = lastCompletePassAt === null && !hasLegs;
  const shown = <time dateTime={asOf.toISOString()}>{clockText(asOf, now)}</time>;

  return (
    <div className="mt-4 space-y-2" data-testid="book-freshness">
      {never && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">The book has never been filled, so the desk has nothing to show yet.</p>
          <p className="mt-1">
            The desk reads only Hedge Desk&apos;s own copy of the hedging service (the book), which the background sync
            fills.{" "}
            {scheduled
              ? "It reads every customer on its schedule, new ones first: reload in a minute."
              : runningSince
                ? "A first pass is running now: reload in a minute."
                : "No pass has run yet."}{" "}
            If the sync is turned off, the book fills as staff open{" "}
            <Link href={CUSTOMERS_PATH} className="link">
              customers&apos; dual hedges
            </Link>
            {scheduled ? "." : "; operators and admins can start a pass here."}
          </p>
        </div>
      )}
      {/* A div, not a p: the refresh may be a form. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        {!never && (
          <p>
            {bookReadWhole(freshness) ? (
              <>
                Book as of {shown}, {ago(asOf, now)}
                {!scheduled &&
                  lastCompletePassAt &&
                  lastCompletePassAt.getTime() < asOf.getTime() - 60_000 &&
                  `; its last complete pass finished at ${clockText(lastCompletePassAt, now)}`}
              </>
            ) : (
              <>
                No complete pass yet: rows as pages read them, as of {shown}
                {newestRowAt ? `, the newest ${ago(newestRowAt, now)}` : ""}
              </>
            )}
            .
            {scheduled
              ? everyCustomerReadSince && ` Every customer read since ${clockText(everyCustomerReadSince, now)}.`
              : runningSince &&
                ` A pass is running since ${clockText(runningSince, now)}: figures may change as it goes.`}
          </p>
        )}
        {!never && attention.customers > 0 && attention.oldestReadAt && (
          <p data-testid="attention-freshness">
            Behind the lists that need attention: {attention.customers}{" "}
            {attention.customers === 1 ? "customer" : "customers"}, the oldest read {ago(attention.oldestReadAt, now)}.
          </p>
        )}
        {refresh}
      </div>
      {changedSince && (
        <p className="text-sm text-slate-700" data-testid="book-changed-since">
          The book has changed since (at {clockText(changedSince, now)}); the figures update in the background: reload
          in a moment.
        </p>
      )}
      {!never && stale && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-semibold">Warning: these figures may be out of date.</span>{" "}
          {scheduled
            ? everyCustomerReadSince === null
              ? "Some customers have not been read yet."
              : `A customer behind the lists that need attention was last read ${ago(attention.oldestReadAt!, now)}, more than ${staleAfterMinutes} minutes ago.`
            : lastCompletePassAt
              ? `The book's last complete pass finished ${ago(lastCompletePassAt, now)}, more than ${staleAfterMinutes} minutes ago.`
              : "The book has had no complete pass."}{" "}
          Open a dual hedge for its live state.
        </p>
      )}
      {lastFailure && (
        <p className="text-sm text-red-800">
          {scheduled
            ? `The book's sync stopped at ${clockText(lastFailure.at, now)}: what it read is kept, and it starts again on its own.`
            : `The last pass of the book stopped at ${clockText(lastFailure.at, now)} before reading everything: what it read is kept, the rest is as of the pass before, and the next pass tries again.`}
          {syncDetailsHref && (
            <>
              {" "}
              <Link href={syncDetailsHref} className="link">
                See why on the sync page
              </Link>
              .
            </>
          )}
        </p>
      )}
      {staleCustomers > 0 && (
        <p className="text-sm text-slate-700">
          {staleCustomers} {staleCustomers === 1 ? "customer's" : "customers'"} last read failed: their rows are as of
          their last good read.
        </p>
      )}
    </div>
  );
}

/** For viewers, who may not start a pass: reload the page, which reads the book again. */
export function ReloadLink({ href }: { href: string }) {
  return (
    <Link href={href} className={buttonClass.secondary} prefetch={false}>
      Refresh
    </Link>
  );
}
