import { buttonClass } from "@/components/ui/styles";
import { refreshBookFromDeskAction } from "@/lib/actions/book-sync";

const OUTCOME = {
  started:
    "A pass has started: the book is being read from the hedging service now. Reload in a moment for its figures.",
  queued:
    "The customers behind the lists that need attention are read next, ahead of the schedule. Reload in a minute for their figures.",
  busy: "A pass was already running: the book is being read now. Reload in a moment for its figures.",
  failed: "The book could not be refreshed just now. Try again, or ask an admin to look at Book sync.",
} as const;

/**
 * The desk's refresh, a plain form post back to this desk: under the read schedule it moves the customers needing
 * attention to the front of the queue; otherwise it starts a pass.
 */
export function RefreshBookForm({
  customer,
  pair,
  outcome,
  scheduled,
}: {
  customer: string | null;
  pair: string | null;
  outcome: keyof typeof OUTCOME | null;
  scheduled: boolean;
}) {
  return (
    <>
      <form action={refreshBookFromDeskAction.bind(null, { customer, pair })}>
        <button type="submit" className={buttonClass.secondary}>
          {scheduled ? "Read customers needing attention now" : "Refresh the book now"}
        </button>
      </form>
      <span role="status" className="basis-full text-sm text-slate-700">
        {outcome && OUTCOME[outcome]}
      </span>
    </>
  );
}
