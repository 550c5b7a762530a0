import type { ReactNode } from "react";
import { labelClass } from "./styles";

/** One cell of a filter form's grid: a label tied to its field (`id`), the field, and what goes under it. */
export function FieldCell({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}
