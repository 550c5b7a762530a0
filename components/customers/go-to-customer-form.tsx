"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { readUuid } from "@/lib/domain/uuid";
import { customerPath } from "@/lib/paths/app-paths";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

export function GoToCustomerForm() {
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label="Go to a customer"
      onSubmit={(event) => {
        event.preventDefault();
        const customerId = readUuid(value);
        if (!customerId) {
          setError("Enter a customer id like 1b0ada1e-fa1b-4cfe-a553-01b340c5650e (8-4-4-4-12 hexadecimal).");
          return;
        }
        setError(null);
        router.push(customerPath(customerId));
      }}
    >
      <InertUntilHydrated className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow sm:min-w-80">
          <label htmlFor={id} className={labelClass}>
            Go to customer id
          </label>
          <input
            id={id}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            placeholder="1b0ada1e-fa1b-4cfe-a553-01b340c5650e"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${fieldClass} font-mono`}
          />
        </div>
        <button type="submit" disabled={!hydrated} className={buttonClass.primary}>
          Go
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
            {error}
          </p>
        )}
      </InertUntilHydrated>
    </form>
  );
}
