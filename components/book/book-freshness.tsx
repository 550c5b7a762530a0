import type { BookFreshness } from "@/lib/book/freshness";
import { seenAt } from "@/lib/format/seen-at";

/** How fresh the book is as a whole, above anything read from it. */
export function BookFreshnessNote({ freshness }: { freshness: BookFreshness }) {
  const { lastCompletePass, runningPass, staleCustomers, everyCustomerReadSince } = freshness;
  // Read continuously, no pass completes: the oldest customer's read says how fresh the whole book is.
  const newer = everyCustomerReadSince && (!lastCompletePass || everyCustomerReadSince > lastCompletePass.finishedAt);
  return (
    <p className="mt-2 max-w-3xl text-sm text-slate-600">
      {newer
        ? `Every customer in the book has been read whole from the hedging service since ${seenAt(everyCustomerReadSince)}, those needing attention first and most often; pages opened since have refreshed what they read.`
        : lastCompletePass
          ? `The book's last complete pass over the hedging service finished ${seenAt(lastCompletePass.finishedAt)}; pages opened since have refreshed what they read.`
          : "The book has not completed a pass over the hedging service yet: it holds what pages and earlier passes have read."}
      {runningPass &&
        !newer &&
        ` A pass is under way (started ${seenAt(runningPass.startedAt)}, ${runningPass.customersDone}${runningPass.customersTotal === null ? "" : ` of ${runningPass.customersTotal}`} customers read).`}
      {staleCustomers > 0 &&
        ` ${staleCustomers} ${staleCustomers === 1 ? "customer's" : "customers'"} last read failed: their rows are as of their last good read.`}
    </p>
  );
}
