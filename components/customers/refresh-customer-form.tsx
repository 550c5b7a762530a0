import { buttonClass } from "@/components/ui/styles";
import { refreshCustomerAction } from "@/lib/actions/customer-refresh";
import { REFRESH_LIMIT } from "@/lib/customers/refresh";
import type { RefreshShown } from "@/lib/search-params/customer-page";

const OUTCOME: Record<RefreshShown, string> = {
  done: "Refreshed: the book has just read every dual hedge of this customer from the hedging service, and this page shows it.",
  joined:
    "A sync pass was reading this customer at that moment: its read is the one this page shows (one read, not two).",
  running: "The read is still under way (the service or the sync is busy): reload in a moment to see it.",
  failed:
    "The read failed: this page shows the book as of its last good read, and says why below. Try again in a moment.",
  limited: `Not refreshed: you have refreshed ${REFRESH_LIMIT.refreshes} customers in the last ${REFRESH_LIMIT.minutes} minutes, the most allowed. The sync keeps reading every customer meanwhile.`,
  refused: "Not refreshed: only operators and admins refresh a customer (or your session has ended: sign in again).",
};

/**
 * Operators and admins: one read of this customer's dual hedges now. A plain form post, no client JavaScript: the
 * action comes back to this page with what came of it, and the page shows what the read found.
 */
export function RefreshCustomerForm({ customerId, outcome }: { customerId: string; outcome: RefreshShown | null }) {
  return (
    <>
      <form action={refreshCustomerAction.bind(null, { customerId })}>
        <button type="submit" className={buttonClass.secondary}>
          Refresh this customer now
        </button>
      </form>
      <span role="status" className="basis-full text-sm text-slate-700" data-testid="refresh-outcome">
        {outcome && OUTCOME[outcome]}
      </span>
    </>
  );
}
