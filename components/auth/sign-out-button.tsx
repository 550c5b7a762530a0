"use client";

import { useTransition } from "react";
import { signOutAction } from "@/lib/actions/sign-in";
import { buttonClass } from "@/components/ui/styles";

export function SignOutButton() {
  const [pending, startTransition] = useTransition();
  return (
    <form
      action={() => {
        startTransition(async () => {
          await signOutAction();
        });
      }}
    >
      <button type="submit" disabled={pending} className={buttonClass.secondary}>
        {pending ? "Signing out…" : "Sign out"}
      </button>
    </form>
  );
}
