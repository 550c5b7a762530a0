import { type Box, boxesPath } from "@/lib/desk/chart-paths";
import { type Decimal, toNumber } from "@/lib/domain/money";
import { ChartPatterns, type Fill, fillOf, strokeOf } from "./chart-figure";

// What the desk's SVG charts share: the picture's frame, its legend, a bar and its length. Drawn on the server.

export const CHART_WIDTH = 640;

/** The picture inside a ChartFigure: named by the figure's title and description; what it draws is for the eye only. */
export function ChartSvg({ id, height, children }: { id: string; height: number; children: React.ReactNode }) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      // Text stays near its drawn size: a wider page does not blow the chart up.
      className="max-w-3xl"
    >
      <ChartPatterns id={id} />
      <g aria-hidden="true">{children}</g>
    </svg>
  );
}

/** A bar: its fill a pattern as well as a colour, so it reads in greyscale and in print. */
export function Bar({
  id,
  fill,
  ...box
}: {
  id: string;
  fill: Fill;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  return <rect {...box} fill={fillOf(id, fill)} stroke={strokeOf(fill)} strokeWidth={1} />;
}

/** Every bar of one fill as one path (lib/desk/chart-paths.ts): the same picture as a rect each, a fraction of the render. */
export function Bars({ id, fill, boxes }: { id: string; fill: Fill; boxes: readonly Box[] }) {
  const d = boxesPath(boxes);
  return d ? <path d={d} fill={fillOf(id, fill)} stroke={strokeOf(fill)} strokeWidth={1} /> : null;
}

/** Swatches with their labels in a row from (x, y), `spacing` apart. */
export function Legend({
  id,
  x,
  y,
  spacing,
  items,
}: {
  id: string;
  x: number;
  y: number;
  spacing: number;
  items: readonly (readonly [Fill, string])[];
}) {
  return items.map(([fill, label], i) => [
    <Bar key={`${label}-swatch`} id={id} fill={fill} x={x + i * spacing} y={y} width={12} height={10} />,
    <text key={label} x={x + i * spacing + 16} y={y + 9} className="desk-chart-text">
      {label}
    </text>,
  ]);
}

/**
 * How long a bar of `amount` is when `max` fills `full` pixels: 0 without an amount or a scale, at least 2 for any
 * amount above zero so it shows. Pixels, not money: the float only places the bar's end.
 */
export function barLength(amount: string | null, max: Decimal | string | null, full: number): number {
  if (amount === null || max === null) return 0;
  // Floats: a 40-digit decimal division per bar was the desk render's largest cost of its own (~5 ms a request at 100k).
  const whole = toNumber(max);
  const part = toNumber(amount);
  if (!(whole > 0)) return 0;
  return Math.max(part > 0 ? 2 : 0, (part / whole) * full);
}
