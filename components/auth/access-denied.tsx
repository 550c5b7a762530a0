import type { Role } from "@/lib/auth/roles";

export function AccessDenied({ needed, current }: { needed: Role; current: Role }) {
  return (
    <section aria-labelledby="denied-heading" className="rounded-lg border border-amber-200 bg-amber-50 p-6">
      <h1 id="denied-heading" className="text-xl font-semibold text-amber-900">
        Not allowed
      </h1>
      <p className="mt-2 text-amber-900">
        This page needs the {needed} role. You are signed in as {current === "operator" ? "an" : "a"} {current}.
      </p>
    </section>
  );
}
