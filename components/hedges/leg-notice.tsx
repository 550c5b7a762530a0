/** Why a page under a leg offers no action: the leg's state, or the staff member's role. Words, not colour. */
export function LegNotice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mt-8 rounded-lg border border-slate-300 bg-slate-50 p-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="mt-1 text-slate-700">{children}</div>
    </section>
  );
}
