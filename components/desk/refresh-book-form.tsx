import { buttonClass } from "@/components/ui/styles";
import { refreshBookFromDeskAction } from "@/lib/actions/book-sync";

const OUTCOME = {
  started:
    "A pass has started: the book is being read from the hedging service now. Reload in a moment for its figures.",
  busy: "A pass was already running: the book is being read now. Reload in a moment for its figures.",
  failed: "The book could not be refreshed just now. Try again, or ask an admin to look at Book sync.",
} as const;

/** Start a pass of the book's sync from the desk: a plain form post, back to this desk. */
export function RefreshBookForm({
  customer,
  pair,
  outcome,
}: {
  customer: string | null;
  pair: string | null;
  outcome: keyof typeof OUTCOME | null;
}) {
  return (
    <>
      <form action={refreshBookFromDeskAction.bind(null, { customer, pair })}>
        <button type="submit" className={buttonClass.secondary}>
          Refresh the book now
        </button>
      </form>
      <span role="status" className="basis-full text-sm text-slate-700">
        {outcome && OUTCOME[outcome]}
      </span>
    </>
  );
}
