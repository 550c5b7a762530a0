import { saveSubscriptionFormAction } from "@/lib/actions/alerts";
import { alertKindLabel, hasScope, type AlertKind } from "@/lib/alerts/kinds";
import { CHANNEL_LABELS, SCOPE_LABELS } from "@/lib/alerts/labels";
import { ScopeField } from "./scope-field";
import { isEmail, type Effective } from "@/lib/alerts/rules";
import { ALERT_CHANNELS } from "@/lib/db/schema/alerts";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";

export const kindAnchor = (kind: AlertKind) => `kind-${kind.replace(":", "-")}`;

const SOURCE: Record<Effective["source"], string> = {
  own: "your choice",
  team: "your team's default",
  builtIn: "the default",
  locked: "locked",
  notForRole: "not for your role",
};

/** One kind: how it reaches the person and, for work items, which ones; a locked kind says why instead of a form. */
export function SubscriptionRow({ kind, effective, email }: { kind: AlertKind; effective: Effective; email: boolean }) {
  const id = kindAnchor(kind);
  const label = alertKindLabel(kind);
  const now = `${CHANNEL_LABELS[effective.channel]}${hasScope(kind) && effective.channel !== "off" ? `, ${SCOPE_LABELS[effective.scope].toLowerCase()}` : ""}`;
  return (
    <li id={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-medium">{label}</h3>
      <p className="mt-1 text-sm text-slate-700">
        Now: {now} ({SOURCE[effective.source]}).
      </p>
      {effective.locked ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          <span>
            <span className="font-medium">Locked:</span> {effective.locked}
          </span>
        </p>
      ) : (
        <form action={saveSubscriptionFormAction} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="kind" value={kind} />
          <div>
            <label htmlFor={`${id}-channel`} className={labelClass}>
              How<span className="sr-only">: {label}</span>
            </label>
            <select id={`${id}-channel`} name="channel" defaultValue={effective.channel} className={fieldClass}>
              {ALERT_CHANNELS.map((channel) => (
                <option
                  key={channel}
                  value={channel}
                  disabled={(isEmail(channel) && !email) || (channel === "off" && effective.offRefused !== null)}
                >
                  {CHANNEL_LABELS[channel]}
                  {isEmail(channel) && !email ? " (email is off)" : ""}
                  {channel === "off" && effective.offRefused ? " (not for approvers)" : ""}
                </option>
              ))}
            </select>
          </div>
          {hasScope(kind) && <ScopeField id={id} label={label} value={effective.scope} />}
          <button type="submit" className={buttonClass.secondary}>
            Save<span className="sr-only">: {label}</span>
          </button>
        </form>
      )}
      {effective.offRefused && !effective.locked && (
        <p className="mt-2 text-xs text-slate-600">{effective.offRefused}</p>
      )}
    </li>
  );
}
