import type { ReactNode } from "react";
import { FieldCell } from "./field-cell";
import { fieldClass } from "./styles";

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of their own (an `<optgroup>`), as the audit trail's actions are. */
export interface SelectOptionGroup {
  group: string;
  options: SelectOption[];
}

/** Each value as a choice, labelled by `label`; with `any`, an empty choice first: the filter left off. */
export function selectOptions<T extends string>(
  values: readonly T[],
  label: (value: T) => string = (value) => value,
  { any }: { any?: string } = {},
): SelectOption[] {
  const options = values.map((value) => ({ value, label: label(value) }));
  return any === undefined ? options : [{ value: "", label: any }, ...options];
}

/** A labelled select of a GET filter form, sent with the form, so no client code. */
export function SelectField({
  id,
  name,
  label,
  selected,
  options,
  className,
  children,
}: {
  id: string;
  name: string;
  label: string;
  /** The choice the page loads with (the filter in its address). */
  selected?: string;
  options: (SelectOption | SelectOptionGroup)[];
  /** Added to the field's own classes (a width). */
  className?: string;
  /** What goes under the field in its cell (a hint). */
  children?: ReactNode;
}) {
  return (
    <FieldCell id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={selected ?? ""}
        className={className ? `${fieldClass} ${className}` : fieldClass}
      >
        {options.map((option) =>
          "group" in option ? (
            <optgroup key={`group:${option.group}`} label={option.group}>
              {option.options.map(optionElement)}
            </optgroup>
          ) : (
            optionElement(option)
          ),
        )}
      </select>
      {children}
    </FieldCell>
  );
}

const optionElement = ({ value, label }: SelectOption) => (
  <option key={value} value={value}>
    {label}
  </option>
);
