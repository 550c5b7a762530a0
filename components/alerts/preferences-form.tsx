import { savePreferencesFormAction } from "@/lib/actions/alerts";
import { DIGEST_DAY_LABELS, hourLabel } from "@/lib/alerts/labels";
import type { Preferences } from "@/lib/alerts/settings";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A plain post: works before the page's script; the page confirms what the database then holds. */
export function PreferencesForm({ prefs }: { prefs: Preferences }) {
  return (
    <form
      action={savePreferencesFormAction}
      className="grid max-w-xl gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <label htmlFor="alerts-time-zone" className={labelClass}>
          Your time zone
        </label>
        <input
          id="alerts-time-zone"
          name="timeZone"
          defaultValue={prefs.timeZone}
          required
          maxLength={64}
          aria-describedby="alerts-time-zone-hint"
          className={fieldClass}
        />
        <p id="alerts-time-zone-hint" className="mt-1 text-xs text-slate-600">
          An IANA name, such as Europe/Zurich, America/New_York or UTC. Your inbox shows times in it, and the digest
          follows it.
        </p>
      </div>
      <div>
        <label htmlFor="alerts-digest-hour" className={labelClass}>
          Digest hour, in your time zone
        </label>
        <select
          id="alerts-digest-hour"
          name="digestHour"
          defaultValue={String(prefs.digestHour)}
          className={fieldClass}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="alerts-digest-days" className={labelClass}>
          Digest days
        </label>
        <select id="alerts-digest-days" name="digestDays" defaultValue={prefs.digestDays} className={fieldClass}>
          {Object.entries(DIGEST_DAY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className={buttonClass.primary}>
          Save time zone and digest
        </button>
      </div>
    </form>
  );
}
