"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { signInAction } from "@/lib/actions/sign-in";
import { toActionOutcome } from "@/lib/errors/action-error";
import { signInSchema, type SignInInput } from "@/lib/auth/schemas";
import { useHydrated } from "@/components/ui/use-hydrated";
import { TwoFactorCodeForm } from "./two-factor-code-form";
import { ActionMessage } from "@/components/ui/action-message";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-invalid:border-red-600";

export function SignInForm({ next }: { next: string }) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "", next },
  });
  const [step, setStep] = useState<"password" | "code">("password");
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  const { execute, result, isPending, reset } = useAction(signInAction, {
    onSuccess: ({ data }) => {
      if (data?.twoFactorRequired) setStep("code");
    },
  });
  const outcome = result.serverError || result.validationErrors ? toActionOutcome(result) : undefined;
  const failure = outcome && !outcome.ok ? outcome.error : restartMessage ? { message: restartMessage } : undefined;
  const { errors } = form.formState;
  const hydrated = useHydrated();

  if (step === "code") {
    return (
      <TwoFactorCodeForm
        next={next}
        onRestart={(message) => {
          reset();
          form.setValue("password", "");
          setRestartMessage(message);
          setStep("password");
        }}
      />
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setRestartMessage(null);
        execute(values);
      })}
      className="space-y-5"
    >
      <ActionMessage failure={failure} />
      <div>
        <label htmlFor="email" className="block text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          autoFocus
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "email-error" : undefined}
          className={inputClass}
          {...form.register("email")}
        />
        {errors.email && (
          <p id="email-error" className="mt-1 text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-800">
          Password
        </label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "password-error" : undefined}
          className={inputClass}
          {...form.register("password")}
        />
        {errors.password && (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>
      <input type="hidden" {...form.register("next")} />
      <button
        type="submit"
        disabled={!hydrated || isPending}
        className="w-full rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
      >
        {isPending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
