// Geometry for the desk's server-drawn SVG charts: pure functions, no React.

export type Box = { x: number; y: number; width: number; height: number };

/** A tenth of a pixel is finer than any screen draws: shorter paths, same picture. */
const px = (n: number) => String(Math.round(n * 10) / 10);

/**
 * Rectangles as the closed subpaths of one SVG path ("M x y h w v h h -w Z" each): a chart draws all its bars of one
 * fill as one element instead of one per bar, which is most of what it costs to render. Empty boxes are left out.
 */
export function boxesPath(boxes: readonly Box[]): string {
  let d = "";
  for (const { x, y, width, height } of boxes) {
    if (!(width > 0) || !(height > 0)) continue;
    d += `M${px(x)} ${px(y)}h${px(width)}v${px(height)}h${px(-width)}Z`;
  }
  return d;
}
