export type AttentionCardProps = {
  id: string;
  title: string;
  total: number;
  rule: React.ReactNode;
  empty: string;
  shown: number;
  seeAll: { href: string; label: string } | null;
  children: React.ReactNode;
};

/** One "needs attention" list: its count, its rule in a line, a few rows or a sentence saying there are none, and "see all". */
export function AttentionCard({ id, title, total, rule, empty, shown, seeAll, children }: AttentionCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`attention-${id}`}
      className="desk-card flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-title`} className="flex items-baseline justify-between gap-3 text-base font-semibold">
        <span>{title}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-sm tabular-nums ${total > 0 ? "bg-amber-100 text-amber-950" : "bg-slate-100 text-slate-700"}`}
          aria-label={`${total} ${total === 1 ? "item" : "items"}`}
          data-testid="attention-count"
        >
          {total}
        </span>
      </h3>
      <p className="mt-1 text-xs text-slate-600">{rule}</p>
      {total === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{empty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100 text-sm">{children}</ul>
          {total > shown && (
            <p className="mt-2 text-xs text-slate-600">
              Showing {shown} of {total}.
            </p>
          )}
        </>
      )}
      {seeAll && total > 0 && (
        <p className="mt-auto pt-3">
          {/* A plain link: next/link is a client component, render cost on every desk load. */}
          <a href={seeAll.href} className="link">
            {seeAll.label}
          </a>
        </p>
      )}
    </section>
  );
}
