import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ItemForms } from "@/components/desk/item-forms";
import { ItemOutcome } from "@/components/desk/item-outcome";
import { ItemHistory, ItemSummary, itemTitle } from "@/components/desk/item-panel";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { hasRole } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { assignableStaff, itemHistory, readItem } from "@/lib/desk/items/item";
import { shownState } from "@/lib/domain/item-snooze";
import { DESK_PATH } from "@/lib/paths/app-paths";
import { isItemProblem } from "@/lib/schemas/items";

export const metadata: Metadata = { title: "Work queue item" };

const whole = (value: string | string[] | undefined) =>
  typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : null;

/** One item of the desk's work queue: its state, who is on it, what can be done, and its whole history. */
export default async function ItemPage({
  params,
  searchParams,
}: {
  params: Promise<{ itemId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user } = await requireSession();
  const itemId = whole((await params).itemId);
  if (itemId === null) notFound();
  const db = await getDb();
  const panel = await readItem(db, itemId);
  if (!panel) notFound();
  const query = await searchParams;
  const savedId = whole(query.saved);
  const problem = isItemProblem(query.problem) ? query.problem : null;
  const seen = whole(query.seen);
  // The line a change of this person's wrote: the confirmation names what it saved, read back, never what was typed.
  const saved = panel.history.find((line) => line.id === savedId && line.actorId === user.id) ?? null;
  const since = problem === "changed" && seen !== null ? await itemHistory(db, itemId, seen) : [];
  const canAct = hasRole(user.role, "operator");
  const now = new Date();
  const state = shownState(panel.item, now);
  const title = itemTitle(panel.item.kind, panel);

  return (
    <div>
      <Breadcrumbs items={[{ label: "Desk", href: `${DESK_PATH}#work-queue` }, { label: `Item ${itemId}` }]} />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <ItemOutcome saved={saved} problem={problem} since={since} />
      <ItemSummary panel={panel} now={now} />
      {canAct && state !== "resolved" ? (
        <ItemForms
          itemId={itemId}
          version={panel.item.version}
          state={state}
          ownerId={panel.item.ownerId}
          userId={user.id}
          staff={await assignableStaff(db)}
          now={now}
        />
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {state === "resolved"
            ? "Resolved: nothing more to do here. If the condition comes back, the desk opens a new item."
            : "Your role reads the work queue; operators and admins acknowledge, assign, snooze and resolve."}
        </p>
      )}
      <ItemHistory lines={panel.history} kind={panel.item.kind} />
    </div>
  );
}
