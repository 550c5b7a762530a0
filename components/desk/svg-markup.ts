import { html } from "hono/html";

/**
 * A chart's inside as SVG markup, built with hono's `html` tag: every interpolated value is escaped unless it is
 * itself such markup. React then passes one string on instead of rendering a hundred elements (most of the desk's cost).
 */
export const svg = html;
export type Markup = ReturnType<typeof html>;

const drawn = new WeakMap<object, Map<string, string>>();

/**
 * The markup for `figures` drawn once: the desk cache hands the same figures object to every request until the book
 * changes, so a chart is drawn once per change, not once per request.
 */
export function drawnOnce(figures: object, id: string, draw: () => Markup): string {
  let byId = drawn.get(figures);
  if (!byId) drawn.set(figures, (byId = new Map()));
  let text = byId.get(id);
  if (text === undefined) {
    const markup = draw();
    // Only a promise among the values makes `html` asynchronous; a chart has none.
    if (markup instanceof Promise) throw new TypeError("A chart's markup must be drawn synchronously");
    byId.set(id, (text = markup.toString()));
  }
  return text;
}
