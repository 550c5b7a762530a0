"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { readUuid, uuidMessage } from "@/lib/domain/uuid";
import { conversionPath } from "@/lib/paths/app-paths";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

/** Zod-free so the list page does not ship zod; uuid.test.ts keeps its rule equal to the page's schema. */
export function ConversionLookup({ autoFocus = false }: { autoFocus?: boolean }) {
  const router = useRouter();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const conversionId = readUuid(String(new FormData(event.currentTarget).get("conversionId") ?? ""));
    if (!conversionId) {
      setError(uuidMessage("Conversion id"));
      input.current?.focus();
      return;
    }
    setError(null);
    startTransition(() => router.push(conversionPath(conversionId)));
  }

  return (
    <form role="search" aria-label="Find a conversion by id" onSubmit={submit} noValidate>
      <InertUntilHydrated className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 sm:min-w-72 sm:flex-none">
          <label htmlFor={inputId} className={labelClass}>
            Conversion id
          </label>
          <input
            ref={input}
            id={inputId}
            name="conversionId"
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoFocus={autoFocus}
            placeholder="e.g. 6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => error && setError(null)}
            className={`${fieldClass} font-mono placeholder:text-slate-500 sm:w-96`}
          />
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} className={`mt-6 ${buttonClass.primary}`}>
          {pending ? "Opening…" : "Go to conversion"}
        </button>
      </InertUntilHydrated>
    </form>
  );
}
