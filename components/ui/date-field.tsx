"use client";

import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from "react";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { DATE_TEXT_EXAMPLE, DATE_TEXT_HINT, dateText, readDateText } from "@/lib/format/date-text";

interface DateFieldProps {
  label: string;
  /** The chosen date, ISO yyyy-mm-dd; a new value from outside (the URL) replaces what is shown. */
  value: string | null;
  /** Called with each newly chosen date (null when cleared), on Enter, on leaving the field or from the calendar. */
  onCommit?: (value: string | null) => void;
  /** In a form: the name of a hidden field that submits the date as ISO. */
  name?: string;
  clearable?: boolean;
}

/** A date typed (21 Nov 2026 or yyyy-mm-dd) or picked from the browser's calendar; the text is the source of truth. */
export function DateField({ label, value, onCommit, name, clearable = false }: DateFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(value);
  const [text, setText] = useState(dateText(value));
  const [error, setError] = useState<string | null>(null);
  // A new value from the URL, applied after the commit: a reset during the navigation's render is lost.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the URL, which changes only on navigation
    setChosen(value);
    setText(dateText(value));
    setError(null);
  }, [value]);

  function choose(next: string | null) {
    setChosen(next);
    setText(dateText(next));
    setError(null);
    input.current?.setCustomValidity("");
    if (next !== chosen) onCommit?.(next);
  }

  // The native "change" only: the calendar fires "input" at each day the arrow keys pass over.
  const onPicked = useEffectEvent((event: Event) => {
    const picked = (event.target as HTMLInputElement).value;
    if (picked) choose(picked);
  });
  useEffect(() => {
    const element = picker.current;
    element?.addEventListener("change", onPicked);
    return () => element?.removeEventListener("change", onPicked);
  }, []);

  function type(next: string) {
    setText(next);
    const read = readDateText(next);
    input.current?.setCustomValidity(read.ok ? "" : read.message);
    if (read.ok && name) setChosen(read.value);
    if (read.ok) setError(null);
  }

  function commitTyped() {
    const read = readDateText(text);
    if (read.ok) choose(read.value);
    else setError(read.message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      commitTyped();
      if (!name || !readDateText(text).ok) event.preventDefault();
    } else if (event.key === "Escape" && (text !== dateText(chosen) || error)) {
      event.preventDefault();
      choose(chosen);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative flex items-center gap-2">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={`e.g. ${DATE_TEXT_EXAMPLE}`}
          disabled={!hydrated}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commitTyped}
          onInvalid={(event) => {
            event.preventDefault();
            setError(event.currentTarget.validationMessage);
            event.currentTarget.focus();
          }}
          className={`${fieldClass} w-36`}
        />
        <span id={hintId} className="sr-only">
          {DATE_TEXT_HINT}
        </span>
        {name && <input type="hidden" name={name} value={chosen ?? ""} />}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden
          defaultValue={chosen ?? ""}
          className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
        />
        <button
          type="button"
          disabled={!hydrated}
          aria-label={`Choose date for ${label}`}
          title="Choose date"
          onClick={() => {
            if (!picker.current) return;
            picker.current.value = chosen ?? "";
            try {
              picker.current.showPicker();
            } catch {
              input.current?.focus(); // no calendar in this browser or frame: typing still works
            }
          }}
          className={`${buttonClass.secondary} mt-1 px-2`}
        >
          <CalendarIcon />
        </button>
        {clearable && chosen && (
          <button
            type="button"
            onClick={() => {
              choose(null);
              input.current?.focus();
            }}
            className={`${buttonClass.secondary} mt-1`}
            aria-label={`Clear ${label.toLowerCase()}`}
          >
            Clear
          </button>
        )}
      </div>
      <p id={errorId} aria-live="polite" className="mt-1 max-w-xs text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5" className="h-5 w-5">
      <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
      <path d="M3 8.5h14M7 3v3M13 3v3" />
    </svg>
  );
}
