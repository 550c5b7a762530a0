import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { addBusinessDays } from "@/lib/domain/dates";
import { latestSnooze } from "@/lib/domain/item-snooze";
import { REASON_MAX } from "@/lib/schemas/items";

const minute = (at: Date) => at.toISOString().slice(0, 16);

/** One submit button per change (the button pressed is the change): the bulk form works as a plain post. */
export function BulkControls({
  viewTotal,
  staff,
  now,
}: {
  viewTotal: number;
  staff: { id: string; email: string }[];
  now: Date;
}) {
  return (
    <fieldset className="mt-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold">Change several items at once</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="scope" value="view" className="size-4" />
        Apply to all {viewTotal} {viewTotal === 1 ? "item" : "items"} in this view, not only those ticked
      </label>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <button type="submit" name="change" value="acknowledge" className={buttonClass.secondary}>
          Acknowledge selected
        </button>
        <div>
          <label htmlFor="bulk-assignee" className={labelClass}>
            Assign to
          </label>
          <select id="bulk-assignee" name="assignee" className={fieldClass}>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="change" value="assign" className={buttonClass.secondary}>
          Assign selected
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="bulk-until" className={labelClass}>
            Snooze until (UTC)
          </label>
          <input
            id="bulk-until"
            name="until"
            type="datetime-local"
            defaultValue={`${addBusinessDays(now.toISOString().slice(0, 10), 1)}T09:00`}
            min={minute(now)}
            max={minute(latestSnooze(now))}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="bulk-reason" className={labelClass}>
            Reason for the snooze
          </label>
          <input id="bulk-reason" name="reason" maxLength={REASON_MAX} className={fieldClass} />
        </div>
        <button type="submit" name="change" value="snooze" className={buttonClass.secondary}>
          Snooze selected
        </button>
      </div>
    </fieldset>
  );
}
