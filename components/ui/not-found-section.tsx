/** The not-found panel's frame, apart so the root not-found page can use it without next/link. */
export function NotFoundSection({
  title = "Not found",
  text,
  back,
  children,
}: {
  title?: string;
  text: string;
  back: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h1 id="not-found-heading" className="text-xl font-semibold">
          {title}
        </h1>
        <p className="mt-2 text-slate-700">{text}</p>
      </div>
      {children}
      {back}
    </section>
  );
}
