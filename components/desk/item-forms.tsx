import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { changeItemFormAction } from "@/lib/actions/items";
import { addBusinessDays } from "@/lib/domain/dates";
import { latestSnooze } from "@/lib/domain/item-snooze";
import { NOTE_MAX, REASON_MAX } from "@/lib/schemas/items";

// An item's forms: each a plain post to one server action (they work before any script), carrying the version the
// page showed, so a change someone else made meanwhile is refused and named rather than overwritten.

type FormsProps = {
  itemId: number;
  version: number;
  state: "open" | "acknowledged" | "snoozed";
  ownerId: string | null;
  userId: string;
  staff: { id: string; email: string }[];
  now: Date;
};

const minute = (at: Date) => at.toISOString().slice(0, 16);

function Hidden({ itemId, version, change }: { itemId: number; version?: number; change: string }) {
  return (
    <>
      <input type="hidden" name="itemId" value={itemId} />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <input type="hidden" name="change" value={change} />
    </>
  );
}

export function ItemForms({ itemId, version, state, ownerId, userId, staff, now }: FormsProps) {
  const others = staff.filter((person) => person.id !== ownerId);
  const tomorrow = `${addBusinessDays(now.toISOString().slice(0, 10), 1)}T09:00`;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="item-own-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="item-own-title" className="text-base font-semibold">
          Who is on it
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {state === "open" && (
            <form action={changeItemFormAction}>
              <Hidden itemId={itemId} version={version} change="acknowledge" />
              <button type="submit" className={buttonClass.secondary}>
                Acknowledge
              </button>
            </form>
          )}
          {ownerId !== userId && (
            <form action={changeItemFormAction}>
              <Hidden itemId={itemId} version={version} change="take" />
              <button type="submit" className={buttonClass.secondary}>
                Take it
              </button>
            </form>
          )}
          {ownerId !== null && (
            <form action={changeItemFormAction}>
              <Hidden itemId={itemId} version={version} change="unassign" />
              <button type="submit" className={buttonClass.secondary}>
                Unassign
              </button>
            </form>
          )}
        </div>
        {others.length > 0 && (
          <form action={changeItemFormAction} className="mt-3 flex flex-wrap items-end gap-2">
            <Hidden itemId={itemId} version={version} change="assign" />
            <div>
              <label htmlFor="item-assignee" className={labelClass}>
                Assign to
              </label>
              <select id="item-assignee" name="assignee" required className={fieldClass}>
                {others.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.email}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass.secondary}>
              Assign
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="item-note-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="item-note-title" className="text-base font-semibold">
          Add a note
        </h2>
        <form action={changeItemFormAction} className="mt-3">
          <Hidden itemId={itemId} change="note" />
          <label htmlFor="item-note" className={labelClass}>
            Note (kept in the history, never edited)
          </label>
          <textarea id="item-note" name="text" required maxLength={NOTE_MAX} rows={3} className={fieldClass} />
          <button type="submit" className={`${buttonClass.secondary} mt-2`}>
            Add note
          </button>
        </form>
      </section>

      <section aria-labelledby="item-snooze-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="item-snooze-title" className="text-base font-semibold">
          Snooze
        </h2>
        <p className="mt-1 text-xs text-slate-600">
          Off the lists until then (at most 90 days). It comes back by itself; if it gets worse (ending soon becomes
          overdue) that is a new item, not a snoozed one.
        </p>
        <form action={changeItemFormAction} className="mt-3 grid gap-2">
          <Hidden itemId={itemId} version={version} change="snooze" />
          <div>
            <label htmlFor="item-until" className={labelClass}>
              Until (UTC)
            </label>
            <input
              id="item-until"
              name="until"
              type="datetime-local"
              required
              defaultValue={tomorrow}
              min={minute(now)}
              max={minute(latestSnooze(now))}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="item-snooze-reason" className={labelClass}>
              Reason
            </label>
            <input id="item-snooze-reason" name="reason" required maxLength={REASON_MAX} className={fieldClass} />
          </div>
          <button type="submit" className={`${buttonClass.secondary} justify-self-start`}>
            Snooze
          </button>
        </form>
      </section>

      <section aria-labelledby="item-resolve-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="item-resolve-title" className="text-base font-semibold">
          Resolve by hand
        </h2>
        <p className="mt-1 text-xs text-slate-600">
          When the book shows the condition gone, the item resolves by itself; resolve it here when it is dealt with
          before that.
        </p>
        <form action={changeItemFormAction} className="mt-3 grid gap-2">
          <Hidden itemId={itemId} version={version} change="resolve" />
          <div>
            <label htmlFor="item-resolve-reason" className={labelClass}>
              Reason
            </label>
            <input id="item-resolve-reason" name="reason" required maxLength={REASON_MAX} className={fieldClass} />
          </div>
          <button type="submit" className={`${buttonClass.secondary} justify-self-start`}>
            Resolve
          </button>
        </form>
      </section>
    </div>
  );
}
