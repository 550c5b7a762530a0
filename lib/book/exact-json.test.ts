import { describe, expect, it } from "vitest";
import { ExactNumber, exactJsonText, parseExact } from "./exact-json";

describe("parseExact", () => {
  it("keeps each number as written, strings untouched", () => {
    const text = '{"a":1000.10,"b":12345678901234567.89,"c":"12.50 \\" 3","d":[-0.5e-3,0],"e":null,"f":true}';
    const value = parseExact(text) as Record<string, unknown>;
    expect(value.a).toEqual(new ExactNumber("1000.10"));
    expect(value.b).toEqual(new ExactNumber("12345678901234567.89"));
    expect(value.c).toBe('12.50 " 3');
    expect(value.d).toEqual([new ExactNumber("-0.5e-3"), new ExactNumber("0")]);
    expect(exactJsonText(value as never)).toBe(text);
  });

  it("refuses what JSON.parse refuses", () => {
    expect(() => parseExact('{"a":01}')).toThrow();
    expect(() => parseExact("<html>")).toThrow();
  });
});
