"use client";

import { useId, useState } from "react";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

export function CustomerSearch({
  value,
  onSearch,
}: {
  value: string | null;
  onSearch: (externalId: string | null) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [text, setText] = useState(value ?? "");
  // Back/forward or "clear" change the URL: show what it says.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? "");
  }

  return (
    <form
      role="search"
      aria-label="Search customers"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || null);
      }}
    >
      <InertUntilHydrated className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 grow">
          <label htmlFor={id} className={labelClass}>
            External customer id
          </label>
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            className={`${fieldClass} font-mono`}
          />
        </div>
        <button type="submit" disabled={!hydrated} className={buttonClass.primary}>
          Search
        </button>
        {value && (
          <button
            type="button"
            onClick={() => {
              onSearch(null);
              document.getElementById(id)?.focus(); // the button goes with the search it clears
            }}
            className={buttonClass.secondary}
          >
            Clear search
          </button>
        )}
        <p id={`${id}-hint`} className="basis-full text-xs text-slate-600">
          Your own id for the customer, matched exactly.
        </p>
      </InertUntilHydrated>
    </form>
  );
}
