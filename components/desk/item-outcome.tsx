import type { HistoryLine } from "@/lib/desk/items/item";
import { historyLineText, utcTime } from "@/lib/format/item-history-text";
import { ITEM_PROBLEMS, type ItemProblem } from "@/lib/schemas/items";

/** "Saved" names the history line the change wrote (read back, never what was typed); a race names who did what. */
export function ItemOutcome({
  saved,
  problem,
  since,
}: {
  saved: HistoryLine | null;
  problem: ItemProblem | null;
  since: HistoryLine[];
}) {
  if (!saved && !problem) return <p role="status" className="sr-only" />;
  if (saved)
    return (
      <p
        role="status"
        className="mt-4 rounded-md border border-green-700/40 bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        Saved: {historyLineText(saved)}.
      </p>
    );
  const text =
    problem === "changed"
      ? since.length > 0
        ? "Nothing changed: since you opened it, " +
          since
            .map(
              (line) =>
                `${line.actorEmail === "system" ? "the book" : line.actorEmail}: ${historyLineText(line)} (${utcTime(line.at)})`,
            )
            .join("; ") +
          ". Here it is as it is now."
        : "Nothing changed: the item changed while the page was open. Here it is as it is now."
      : ITEM_PROBLEMS[problem!];
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
      {text}
    </p>
  );
}
