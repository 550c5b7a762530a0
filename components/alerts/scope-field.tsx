import { SCOPE_LABELS } from "@/lib/alerts/labels";
import { ALERT_SCOPES } from "@/lib/db/schema/alerts";
import { fieldClass, labelClass } from "@/components/ui/styles";

/** "Which items" for a kind about work items: everything, or only the person's own and unassigned ones. */
export function ScopeField({ id, label, value }: { id: string; label: string; value: (typeof ALERT_SCOPES)[number] }) {
  return (
    <div>
      <label htmlFor={`${id}-scope`} className={labelClass}>
        Which items<span className="sr-only">: {label}</span>
      </label>
      <select id={`${id}-scope`} name="scope" defaultValue={value} className={fieldClass}>
        {ALERT_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {SCOPE_LABELS[scope]}
          </option>
        ))}
      </select>
    </div>
  );
}
