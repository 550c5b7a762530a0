/** A chart drawn on the server: title, description, the SVG named by both, and a link to its table. */
export function ChartFigure({
  id,
  title,
  description,
  children,
  tableHref,
}: {
  id: string;
  title: string;
  description: string;
  /** The SVG; it must carry aria-labelledby={`${id}-title ${id}-desc`} and role="img". */
  children: React.ReactNode;
  /** This chart's table on the figures page (same filters): off the desk, whose render is its cost. */
  tableHref: string;
}) {
  return (
    <figure
      id={id}
      aria-labelledby={`${id}-title`}
      className="desk-chart scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <p id={`${id}-desc`} className="mt-1 text-sm text-slate-600">
        {description}
      </p>
      <div className="mt-3">{children}</div>
      <p className="mt-3">
        {/* Named for its chart (three such links on the desk); the name starts with the words shown (WCAG 2.5.3). */}
        <a href={tableHref} className="link" aria-label={`The numbers as a table: ${title}`}>
          The numbers as a table
        </a>
      </p>
    </figure>
  );
}
