import { describe, expect, it } from "vitest";
import { splitEmphasis } from "./emphasis";

describe("splitEmphasis", () => {
  it("marks the state the service names", () => {
    expect(splitEmphasis("Supplied object is in *Cancelled* state, which prevents performing this action")).toEqual([
      { text: "Supplied object is in ", emphasis: false },
      { text: "Cancelled", emphasis: true },
      { text: " state, which prevents performing this action", emphasis: false },
    ]);
  });

  it("leaves text without markers, and a lone asterisk, alone", () => {
    expect(splitEmphasis("Can't perform this action")).toEqual([
      { text: "Can't perform this action", emphasis: false },
    ]);
    expect(splitEmphasis("5 * 3")).toEqual([{ text: "5 * 3", emphasis: false }]);
    expect(splitEmphasis("")).toEqual([]);
  });
});
