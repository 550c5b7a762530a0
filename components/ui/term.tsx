export function Term({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-base font-medium tabular text-slate-900">{children}</dd>
    </div>
  );
}
