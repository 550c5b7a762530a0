"use client";

import { useId } from "react";
import { PAGE_SIZE_CHOICES } from "@/lib/domain/list-params";
import { fieldClass, labelClass } from "./styles";
import { useHydrated } from "./use-hydrated";

/** Rows per page: the usual choices, plus the one in the address when it is another valid size. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const choices: number[] = [...PAGE_SIZE_CHOICES];
  if (!choices.includes(value)) choices.push(value);
  choices.sort((a, b) => a - b);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Rows per page
      </label>
      <select id={id} disabled={!hydrated} value={value} onChange={(event) => onChange(Number(event.target.value))} className={fieldClass}>
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
