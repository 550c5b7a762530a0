import Link from "next/link";
import type { BookCustomer } from "@/lib/book/customer";
import { ago, clockText, isStale } from "@/lib/format/freshness-text";
import { customerDualHedgesPath } from "@/lib/paths/app-paths";

/**
 * How fresh the book's copy of this customer is: its last complete read of the dual hedges, a failed read since (the
 * rows are then as of the last good one), none yet.
 */
export function CustomerFreshness({
  customer,
  now,
  staleAfterMinutes,
  children,
}: {
  customer: BookCustomer;
  now: Date;
  staleAfterMinutes: number;
  /** The refresh form (operators and admins) or a reload link. */
  children?: React.ReactNode;
}) {
  const { dualHedgesReadAt: readAt, dualHedgesFailedAt: failedAt, dualHedgesError: error } = customer;
  const when = (at: Date) => (
    <>
      <time dateTime={at.toISOString()}>{clockText(at, now)}</time>, {ago(at, now)}
    </>
  );
  return (
    <div className="mt-4 space-y-2" data-testid="customer-freshness">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <p>
          {readAt ? (
            <>The book read every dual hedge of this customer at {when(readAt)}.</>
          ) : (
            <>
              The book has not read all of this customer&apos;s dual hedges yet: it holds what pages have read. The{" "}
              <Link href={customerDualHedgesPath(customer.id)} className="link">
                live list
              </Link>{" "}
              has them all.
            </>
          )}
        </p>
        {children}
      </div>
      {failedAt && (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          Its last read failed at {when(failedAt)}
          {error ? `: ${error}` : "."} What is shown is as of {readAt ? clockText(readAt, now) : "what pages read"}.
        </p>
      )}
      {readAt && !failedAt && isStale(readAt, now, staleAfterMinutes) && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-semibold">These figures may be out of date:</span> read more than {staleAfterMinutes}{" "}
          minutes ago. Open a dual hedge for its live state.
        </p>
      )}
    </div>
  );
}
