import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LadderChart } from "@/components/desk/ladder-chart";
import { PairBars } from "@/components/desk/pair-bars";
import { drawnOnce, svg } from "@/components/desk/svg-markup";
import { maturityBuckets } from "@/lib/format/desk-calendar";
import type { PairTotal } from "@/lib/domain/pair-totals";
import type { Ladder } from "@/lib/desk/exposure";

// The desk's charts are drawn as SVG markup (one string for React, not an element per bar and label): these hold that
// what the service sent is escaped, not markup, that the picture keeps its name and its numbers, and that it is drawn
// once per figures object, not once per request.

const pair = (
  from: string | null,
  to: string | null,
  fromAmount: string | null,
  toAmount: string | null,
): PairTotal => ({
  from,
  to,
  count: 1,
  fromAmount,
  toAmount,
  fromUnknown: fromAmount === null ? 1 : 0,
  toUnknown: toAmount === null ? 1 : 0,
});

const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("the pair bars", () => {
  test("a picture named by its figure, with each pair and its amounts formatted per currency", () => {
    const html = render(createElement(PairBars, { id: "exposure", rows: [pair("EUR", "JPY", "1234.5", "200000")] }));
    expect(html).toMatch(/^<svg role="img" aria-labelledby="exposure-title exposure-desc"/);
    expect(html).toContain('<g aria-hidden="true">');
    expect(html).toContain(">EUR/JPY</text>");
    expect(html).toContain(">EUR\u00a01,234.50</text>");
    // JPY has no minor unit.
    expect(html).toContain(">JPY\u00a0200,000</text>");
    expect(html).toContain('fill="url(#exposure-hatch)"');
  });

  test("what the service sent is text, never markup", () => {
    const hostile = '<script>alert("x")</script>';
    const html = render(createElement(PairBars, { id: "exposure", rows: [pair(hostile, "U&S", null, "5")] }));
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;/U&amp;S");
    expect(html).toContain(">amount unknown</text>");
  });
});

describe("the maturity ladder", () => {
  test("a panel per pair with its largest amount, and a ? over a bucket whose legs have no known amount", () => {
    const buckets = maturityBuckets("2026-11-26");
    const cell = (bucket: string, fromAmount: string | null) => ({ ...pair("USD", "CAD", fromAmount, null), bucket });
    const ladder: Ladder = {
      buckets,
      pairs: [
        {
          from: "USD",
          to: "CAD",
          count: 2,
          cells: new Map([
            ["overdue", cell("overdue", "250")],
            ["w2", cell("w2", null)],
          ]),
        },
      ],
      otherPairs: 0,
      withoutEndDate: 0,
    };
    const html = render(createElement(LadderChart, { id: "ladder", ladder }));
    expect(html).toContain(">USD/CAD: up to USD\u00a0250.00</text>");
    expect(html.match(/>\?<\/text>/g)).toHaveLength(1);
    // The time axis once above the only panel, its first bucket the overdue one.
    expect(html.match(/>Past<\/text>/g)).toHaveLength(1);
  });
});

describe("drawnOnce", () => {
  test("draws a chart once per figures object and id", () => {
    let draws = 0;
    const draw = () => {
      draws += 1;
      return svg`<text>${String(draws)}</text>`;
    };
    const figures = {};
    expect(drawnOnce(figures, "a", draw)).toBe("<text>1</text>");
    expect(drawnOnce(figures, "a", draw)).toBe("<text>1</text>");
    expect(drawnOnce(figures, "b", draw)).toBe("<text>2</text>");
    expect(drawnOnce({}, "a", draw)).toBe("<text>3</text>");
  });

  test("refuses markup that would come later (a promise among its values)", () => {
    expect(() => drawnOnce({}, "a", () => svg`${Promise.resolve("x")}`)).toThrow(/synchronously/);
  });
});
