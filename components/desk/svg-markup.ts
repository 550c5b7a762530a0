import { html } from "hono/html";

/** A chart's inside as escaped SVG markup (hono's `html`): one string for React instead of a hundred elements. */
export const svg = html;
export type Markup = ReturnType<typeof html>;

const drawn = new WeakMap<object, Map<string, string>>();

/** Drawn once per figures object: the cache hands the same one to every request until the book changes. */
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
