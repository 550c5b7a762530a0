import { saveTeamDefaultFormAction } from "@/lib/actions/alerts";
import { alertKindLabel, hasScope, NEVER_OFF, type AlertKind } from "@/lib/alerts/kinds";
import { CHANNEL_LABELS, SCOPE_LABELS } from "@/lib/alerts/labels";
import { ScopeField } from "./scope-field";
import { isEmail } from "@/lib/alerts/rules";
import { ALERT_CHANNELS, type alertDefaults } from "@/lib/db/schema/alerts";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { kindAnchor } from "./subscription-row";

type Row = typeof alertDefaults.$inferSelect;

/** One kind's default for one role: channel, scope, and a lock with the reason staff will read. */
export function TeamDefaultRow({
  role,
  kind,
  row,
  email,
}: {
  role: string;
  kind: AlertKind;
  row: Row | null;
  email: boolean;
}) {
  const id = kindAnchor(kind);
  const label = alertKindLabel(kind);
  return (
    <li id={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-medium">{label}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {row
          ? `Now: ${CHANNEL_LABELS[row.channel]}${hasScope(kind) ? `, ${SCOPE_LABELS[row.scope].toLowerCase()}` : ""}${row.mandatory ? `; locked: ${row.reason}` : ""} (set by ${row.updatedBy ?? "an admin"}).`
          : "Now: the built-in default (inbox only, every item)."}
      </p>
      <form action={saveTeamDefaultFormAction} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="role" value={role} />
        <input type="hidden" name="kind" value={kind} />
        <div>
          <label htmlFor={`${id}-channel`} className={labelClass}>
            How<span className="sr-only">: {label}</span>
          </label>
          <select id={`${id}-channel`} name="channel" defaultValue={row?.channel ?? "inApp"} className={fieldClass}>
            {ALERT_CHANNELS.map((channel) => (
              <option
                key={channel}
                value={channel}
                disabled={(isEmail(channel) && !email) || (channel === "off" && NEVER_OFF.has(kind))}
              >
                {CHANNEL_LABELS[channel]}
                {isEmail(channel) && !email ? " (email is off)" : ""}
              </option>
            ))}
          </select>
        </div>
        {hasScope(kind) && <ScopeField id={id} label={label} value={row?.scope ?? "all"} />}
        <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="mandatory"
            value="on"
            defaultChecked={row?.mandatory ?? false}
            className="h-4 w-4"
          />
          Lock<span className="sr-only">: {label}</span>
        </label>
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-reason`} className={labelClass}>
            Why it is locked<span className="sr-only">: {label}</span>
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            maxLength={300}
            defaultValue={row?.reason ?? ""}
            className={fieldClass}
          />
        </div>
        <button type="submit" className={buttonClass.secondary}>
          Save<span className="sr-only">: {label}</span>
        </button>
      </form>
    </li>
  );
}
