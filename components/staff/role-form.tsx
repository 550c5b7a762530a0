"use client";

import { useAction } from "next-safe-action/hooks";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { type SaveMessage, SaveStatus } from "@/components/ui/save-status";
import { toActionOutcome } from "@/lib/errors/action-error";
import { changeStaffRoleAction } from "@/lib/actions/staff";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/auth/roles";
import { InertUntilHydrated } from "@/components/ui/inert-until-hydrated";

export function RoleForm({ userId, email, role }: { userId: string; email: string; role: Role }) {
  const router = useRouter();
  const id = useId();
  const [selected, setSelected] = useState<Role>(role);
  const [message, setMessage] = useState<SaveMessage>(null);
  const { execute, isPending } = useAction(changeStaffRoleAction, {
    onSettled: ({ result }) => {
      const outcome = toActionOutcome(result);
      if (outcome.ok) {
        setMessage({ tone: "ok", text: `Saved: ${ROLE_LABELS[outcome.data.role]}.` });
        router.refresh();
      } else {
        setMessage({ tone: "error", text: outcome.error.message });
        setSelected(role);
      }
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(null);
        execute({ userId, role: selected });
      }}
    >
      <InertUntilHydrated className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {email}
        </label>
        <select
          id={`${id}-role`}
          value={selected}
          onChange={(event) => setSelected(event.target.value as Role)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700"
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={isPending || selected === role}
          aria-label={`Save role of ${email}`}
          className="rounded-md bg-slate-900 px-3 py-1 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-40"
        >
          {isPending ? "Saving…" : "Save"}
        </button>
        <SaveStatus message={message} />
      </InertUntilHydrated>
    </form>
  );
}
