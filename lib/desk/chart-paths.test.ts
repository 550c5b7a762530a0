import { describe, expect, it } from "vitest";
import { boxesPath } from "./chart-paths";

describe("boxesPath: bars of one fill as one path", () => {
  it("draws each box as a closed subpath from its top-left corner, clockwise", () => {
    expect(boxesPath([{ x: 10, y: 20, width: 30, height: 5 }])).toBe("M10 20h30v5h-30Z");
    expect(
      boxesPath([
        { x: 0, y: 0, width: 2, height: 2 },
        { x: 4, y: 1, width: 2, height: 1 },
      ]),
    ).toBe("M0 0h2v2h-2ZM4 1h2v1h-2Z");
  });

  it("rounds to a tenth of a pixel", () => {
    expect(boxesPath([{ x: 1 / 3, y: 2.26, width: 10.04, height: 0.15 }])).toBe("M0.3 2.3h10v0.2h-10Z");
  });

  it("leaves out boxes with nothing to draw, and draws nothing for none", () => {
    expect(boxesPath([])).toBe("");
    expect(
      boxesPath([
        { x: 1, y: 1, width: 0, height: 5 },
        { x: 1, y: 1, width: 5, height: 0 },
        { x: 1, y: 1, width: Number.NaN, height: 5 },
        { x: 2, y: 3, width: 4, height: 5 },
      ]),
    ).toBe("M2 3h4v5h-4Z");
  });
});
