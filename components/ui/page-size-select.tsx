"use client";

import { useId, useRef, useState } from "react";
import { pageSizeChoices, perPageParam } from "@/lib/domain/list-params";
import { fieldClass, labelClass } from "./styles";
import { useHydrated } from "./use-hydrated";
import type { UrlPatch } from "./use-url-update";

// Keys that move a closed select to another option (Windows and Linux browsers); on macOS they open the list instead.
const STEP_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/;

/** Rows per page of every list; a pick is a new address through the list controls, so their status says it loads. */
export function PageSizeSelect({ value, update }: { value: number; update: (patch: UrlPatch) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(value);
  const [stepped, setStepped] = useState(false);
  const [shown, setShown] = useState(value);
  const stepKey = useRef(false);
  if (shown !== value) {
    setShown(value);
    setChosen(value);
    setStepped(false);
  }
  const apply = (size: number) => {
    setStepped(false);
    if (size !== value) update({ per_page: perPageParam(size) });
  };
  const choices = pageSizeChoices(value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Rows per page
      </label>
      <select
        id={id}
        disabled={!hydrated}
        value={chosen}
        aria-describedby={`${id}-hint`}
        onKeyDown={(event) => {
          if (event.key === "Enter" && stepped) apply(chosen);
          if (!STEP_KEYS.test(event.key)) return;
          // The change a step key makes comes before the next task: only that one is a step.
          stepKey.current = true;
          setTimeout(() => (stepKey.current = false));
        }}
        onBlur={() => stepped && apply(chosen)}
        onChange={(event) => {
          const size = Number(event.target.value);
          setChosen(size);
          if (stepKey.current) setStepped(true);
          else apply(size);
        }}
        className={fieldClass}
      >
        {choices.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="sr-only">
        Arrow keys choose a size; Enter shows it.
      </span>
    </div>
  );
}
