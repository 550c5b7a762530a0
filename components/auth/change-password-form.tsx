"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { useForm } from "react-hook-form";
import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { changeOwnPasswordAction } from "@/lib/actions/password";
import { changeOwnPasswordSchema, MIN_PASSWORD_LENGTH, type ChangeOwnPasswordInput } from "@/lib/auth/schemas";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ActionMessage } from "@/components/ui/action-message";

const FIELDS = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: `New password (at least ${MIN_PASSWORD_LENGTH} characters)`,
    autoComplete: "new-password",
  },
  { name: "repeatPassword", label: "Repeat the new password", autoComplete: "new-password" },
] as const;

export function ChangePasswordForm() {
  const form = useForm<ChangeOwnPasswordInput>({
    resolver: zodResolver(changeOwnPasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeatPassword: "" },
  });
  const { execute, result, isPending } = useAction(changeOwnPasswordAction);
  const outcome = result.serverError || result.validationErrors ? toActionOutcome(result) : undefined;
  const failure = outcome && !outcome.ok ? outcome.error : undefined;
  const { errors } = form.formState;
  const hydrated = useHydrated();

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => execute(values))} className="space-y-5">
      <ActionMessage failure={failure} />
      {FIELDS.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <div key={field.name}>
            <label htmlFor={field.name} className={labelClass}>
              {field.label}
            </label>
            <input
              id={field.name}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${field.name}-error` : undefined}
              className={fieldClass}
              {...form.register(field.name)}
            />
            {error && (
              <p id={`${field.name}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" disabled={!hydrated || isPending} className={`w-full ${buttonClass.primary}`}>
        {isPending ? "Saving…" : "Change password"}
      </button>
    </form>
  );
}
