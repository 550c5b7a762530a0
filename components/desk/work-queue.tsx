import { changeItemsFormAction } from "@/lib/actions/items";
import type { Queue } from "@/lib/desk/items/read-queue";
import { QUEUE_PAGE_SIZE, type QueueView } from "@/lib/desk/items/queue";
import { historyLineText } from "@/lib/format/item-history-text";
import { formatMtmChange } from "@/lib/format/mtm";
import { DESK_PATH } from "@/lib/paths/app-paths";
import { ITEM_PROBLEMS, isItemProblem } from "@/lib/schemas/items";
import { serializeQueueParams, type QueueBack } from "@/lib/search-params/queue";
import { BulkControls } from "./bulk-controls";
import { BulkSelection } from "./bulk-selection";
import { QueueTable } from "./queue-table";

const VIEWS: { view: QueueView; label: string; empty: string }[] = [
  { view: "all", label: "All", empty: "Nothing needs attention: every item is resolved or snoozed." },
  { view: "mine", label: "Assigned to me", empty: "Nothing is assigned to you. Take an item from All or Unassigned." },
  { view: "unassigned", label: "Unassigned", empty: "Every item in the lists has an owner." },
  { view: "snoozed", label: "Snoozed", empty: "No item is snoozed." },
];

export type WorkQueueProps = {
  queue: Queue;
  back: QueueBack;
  canAct: boolean;
  staff: { id: string; email: string }[];
  /** Why the items may be incomplete (the book never filled, stale, or moved since they were computed), if so. */
  incomplete: string | null;
  outcome: { bulk: string | null; skipped: number | null; problem: string | null };
  rules: { mtmThresholdPct: string; mtmMarginPct: string; reopenBar: string };
  now: Date;
};

/** The desk's work queue: every item in the lists above, owned, acknowledged, snoozed or resolved, with its views. */
export function WorkQueue({ queue, back, canAct, staff, incomplete, outcome, rules, now }: WorkQueueProps) {
  const { counts, rows } = queue;
  const link = (view: QueueView, qpage = 1) =>
    `${DESK_PATH}${serializeQueueParams({ customer: back.customer, pair: back.pair, view, qpage })}#work-queue`;
  const total = counts[back.view];
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const current = VIEWS.find((v) => v.view === back.view)!;
  const table = <QueueTable rows={rows} selectable={canAct} now={now} />;
  return (
    <section id="work-queue" aria-labelledby="work-queue-heading" className="mt-8">
      <h2 id="work-queue-heading" className="text-xl font-semibold tracking-tight">
        Work queue
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Each leg in the lists above, each call of unknown outcome and each request waiting for approval is an item:
        acknowledge it, take it or give it to someone, snooze it with a reason, or resolve it. It resolves by itself
        when the book, the audit trail or the approvals show the condition gone. Mark-to-market items open at{" "}
        {formatMtmChange(rules.mtmThresholdPct)} and resolve only once the move is back under{" "}
        {formatMtmChange(rules.reopenBar)} (the threshold less a {formatMtmChange(rules.mtmMarginPct)} margin), so they
        do not flap.
      </p>
      {incomplete && (
        <p
          role="status"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          The items may be incomplete: {incomplete}
        </p>
      )}
      <BulkOutcome queue={queue} outcome={outcome} />
      <nav aria-label="Work queue views" className="mt-3 flex flex-wrap gap-2 text-sm">
        {VIEWS.map(({ view, label }) => (
          <a
            key={view}
            href={link(view)}
            aria-current={view === back.view ? "page" : undefined}
            className={`rounded-full border px-3 py-1 ${view === back.view ? "border-slate-800 bg-slate-800 text-white" : "border-slate-300 bg-white text-slate-800"}`}
          >
            {label} <span className="tabular-nums">({counts[view]})</span>
          </a>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{current.empty}</p>
      ) : canAct ? (
        <form action={changeItemsFormAction.bind(null, back)}>
          <div className="mt-3">
            <BulkSelection
              storageKey={`queue:${back.view}:${back.customer ?? ""}:${back.pair ?? ""}`}
              pageIds={rows.map((row) => row.id)}
            />
          </div>
          {table}
          <BulkControls viewTotal={total} staff={staff} now={now} />
        </form>
      ) : (
        table
      )}
      {pages > 1 && (
        <nav aria-label="Work queue pages" className="mt-3 flex items-center gap-3 text-sm">
          {back.qpage > 1 && (
            <a href={link(back.view, back.qpage - 1)} className="link">
              Previous page
            </a>
          )}
          <span>
            Page {back.qpage} of {pages}
          </span>
          {back.qpage < pages && (
            <a href={link(back.view, back.qpage + 1)} className="link">
              Next page
            </a>
          )}
        </nav>
      )}
    </section>
  );
}

/** What a bulk change saved, read back from the history lines it wrote, and what it left alone. */
function BulkOutcome({ queue, outcome }: { queue: Queue; outcome: WorkQueueProps["outcome"] }) {
  if (outcome.problem)
    return (
      <p role="alert" className="mt-2 rounded-md border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900">
        {isItemProblem(outcome.problem) && outcome.problem !== "changed"
          ? ITEM_PROBLEMS[outcome.problem]
          : ITEM_PROBLEMS.failed}
      </p>
    );
  if (!outcome.bulk) return null;
  const texts = [...new Set(queue.done.map((line) => historyLineText(line)))];
  const n = queue.done.length;
  return (
    <p
      role="status"
      className="mt-2 rounded-md border border-green-700/40 bg-green-50 px-3 py-2 text-sm text-green-900"
    >
      {n > 0 ? `Saved on ${n} ${n === 1 ? "item" : "items"}: ${texts.join("; ")}.` : "No item was changed."}
      {outcome.skipped ? ` ${outcome.skipped} left as they were: already so, resolved, or changed meanwhile.` : ""}
    </p>
  );
}
