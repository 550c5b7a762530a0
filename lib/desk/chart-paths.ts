// Geometry for the desk's server-drawn SVG charts: pure functions, no React.

export type Box = { x: number; y: number; width: number; height: number };

/** A tenth of a pixel is finer than any screen draws: shorter paths, same picture. */
const px = (n: number) => String(Math.round(n * 10) / 10);

/** Rectangles as subpaths of one SVG path: one element per fill, not one per bar. */
export function boxesPath(boxes: readonly Box[]): string {
  let d = "";
  for (const { x, y, width, height } of boxes) {
    if (!(width > 0) || !(height > 0)) continue;
    d += `M${px(x)} ${px(y)}h${px(width)}v${px(height)}h${px(-width)}Z`;
  }
  return d;
}
