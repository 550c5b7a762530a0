import { FieldCell } from "./field-cell";
import { fieldClass } from "./styles";

/** A labelled text input of a GET filter form, sent with the form, so no client code; its hint tied to it. */
export function TextField({
  id,
  name,
  label,
  value,
  hint,
  className,
  maxLength,
  spellCheck,
}: {
  id: string;
  name: string;
  label: string;
  /** The text the page loads with (the filter in its address). */
  value?: string;
  hint?: string;
  /** Added to the field's own classes (a width). */
  className?: string;
  maxLength?: number;
  spellCheck?: boolean;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <FieldCell id={id} label={label}>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value ?? ""}
        maxLength={maxLength}
        spellCheck={spellCheck}
        aria-describedby={hintId}
        className={className ? `${fieldClass} ${className}` : fieldClass}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </FieldCell>
  );
}
