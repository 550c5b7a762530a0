import { type Box, boxesPath } from "@/lib/desk/chart-paths";
import { type Decimal, toNumber } from "@/lib/domain/money";
import { type Markup, svg } from "./svg-markup";

// What the desk's SVG charts share: the picture's frame, its legend, a bar and its length. Drawn on the server.

export const CHART_WIDTH = 640;

/** The picture inside a ChartFigure: named by the figure's title and description; what it draws is for the eye only. */
export function ChartSvg({ id, height, markup }: { id: string; height: number; markup: string }) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      // Text stays near its drawn size: a wider page does not blow the chart up.
      className="max-w-3xl"
    >
      {/* Drawn by drawnOnce (svg-markup.ts) from our own figures, every value escaped. */}
      <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />
    </svg>
  );
}

/** Fills distinguishable without colour: solid dark, diagonal hatch, dots, light solid. Defined once per SVG. */
export function chartPatterns(id: string): Markup {
  return svg`<defs><pattern id="${id}-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#ffffff"/><line x1="0" y1="0" x2="0" y2="6" stroke="#7c2d12" stroke-width="3"/></pattern><pattern id="${id}-dots" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="#e2e8f0"/><circle cx="2.5" cy="2.5" r="1.3" fill="#0f172a"/></pattern></defs>`;
}

export type Fill = "solid" | "hatch" | "dots" | "light";

const fillOf = (id: string, fill: Fill) =>
  fill === "solid" ? "#1e3a8a" : fill === "light" ? "#93c5fd" : `url(#${id}-${fill})`;

const strokeOf = (fill: Fill) => (fill === "hatch" ? "#7c2d12" : fill === "light" ? "#1e3a8a" : "#0f172a");

/** Every bar of one fill as one path, its fill also a pattern so it reads in greyscale and print. */
export function bars(id: string, fill: Fill, boxes: readonly Box[]): Markup | null {
  const d = boxesPath(boxes);
  return d ? svg`<path d="${d}" fill="${fillOf(id, fill)}" stroke="${strokeOf(fill)}" stroke-width="1"/>` : null;
}

/** Text at (x, y) in one of the chart classes of app/globals.css. */
export function chartText(
  x: number | string,
  y: number,
  className: "desk-chart-text" | "desk-chart-label" | "desk-chart-axis",
  text: string,
  anchor?: "middle",
): Markup {
  return anchor
    ? svg`<text x="${x}" y="${y}" text-anchor="${anchor}" class="${className}">${text}</text>`
    : svg`<text x="${x}" y="${y}" class="${className}">${text}</text>`;
}

/** Swatches with their labels in a row from (x, y), `spacing` apart. */
export function legend(
  id: string,
  { x, y, spacing }: { x: number; y: number; spacing: number },
  items: readonly (readonly [Fill, string])[],
): Markup[] {
  return items.map(([fill, label], i) => {
    const left = x + i * spacing;
    return svg`${bars(id, fill, [{ x: left, y, width: 12, height: 10 }])}${chartText(left + 16, y + 9, "desk-chart-text", label)}`;
  });
}

/** A bar's length in pixels: 0 without an amount or scale, at least 2 for any amount above zero so it shows. */
export function barLength(amount: string | null, max: Decimal | string | null, full: number): number {
  if (amount === null || max === null) return 0;
  // Floats, not decimals: the value only places a bar's end, and exact division per bar is costly.
  const whole = toNumber(max);
  const part = toNumber(amount);
  if (!(whole > 0)) return 0;
  return Math.max(part > 0 ? 2 : 0, (part / whole) * full);
}
