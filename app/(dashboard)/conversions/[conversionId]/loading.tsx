/** While one conversion loads: breadcrumb, heading and its list of fields. */
export default function ConversionLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading the conversion…</span>
      <div className="h-4 w-48 rounded bg-slate-100" />
      <div className="mt-4 h-8 w-64 rounded bg-slate-200" />
      <div className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className="grid grid-cols-3 gap-4 px-4 py-3">
            <div className="h-4 rounded bg-slate-100" />
            <div className="col-span-2 h-4 w-2/3 rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
