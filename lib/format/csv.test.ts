import { describe, expect, it } from "vitest";
import { csvField, csvLine, neutraliseFormulas, toCsv } from "./csv";

describe("csvField", () => {
  it("quotes every text cell, doubling its quotes", () => {
    expect(csvField("Ollivander's Wand Shop")).toBe(`"Ollivander's Wand Shop"`);
    expect(csvField("")).toBe('""');
    expect(csvField("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Best" Ltd')).toBe('"The ""Best"" Ltd"');
    expect(csvField("line 1\nline 2")).toBe('"line 1\nline 2"');
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField("+1")).toBe(`"'+1"`);
    expect(csvField("-2+3")).toBe(`"'-2+3"`);
    expect(csvField("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvField("\t=1")).toBe(`"'\t'=1"`);
    expect(csvField("\r=1")).toBe(`"'\r'=1"`);
    expect(csvField("a=1")).toBe(`"a=1"`);
  });

  it("writes numbers as numbers: a negative stays negative, no exponent", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(-1560.25)).toBe("-1560.25");
    expect(csvField(20.616512)).toBe("20.616512");
    expect(csvField(1e21)).toBe("1000000000000000000000");
    expect(csvField(1e-7)).toBe("0.0000001");
    expect(csvField(Number.NaN)).toBe("");
    // The same text as a string is neutralised: the caller decides what is a number.
    expect(csvField("-5")).toBe(`"'-5"`);
  });

  it("writes null and undefined as empty, booleans as words", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(true)).toBe("true");
  });
});

describe("neutraliseFormulas", () => {
  it("puts an apostrophe wherever a spreadsheet with another list separator would start a cell with a formula", () => {
    expect(neutraliseFormulas("x;=1+1;")).toBe("x;'=1+1;");
    expect(neutraliseFormulas("'=1+2;=3+4")).toBe("'=1+2;'=3+4");
    expect(neutraliseFormulas(" =1+1")).toBe("' =1+1");
    expect(neutraliseFormulas('x; "=1+1"')).toBe(`x;' "=1+1"`);
    expect(neutraliseFormulas("a,-1|+2\t@3\n=4\r\n=5")).toBe("a,'-1|'+2\t'@3\n'=4\r\n'=5");
  });

  it("leaves text with no formula where a cell may start", () => {
    expect(neutraliseFormulas("Müller & Söhne; Zürich, CH")).toBe("Müller & Söhne; Zürich, CH");
    expect(neutraliseFormulas("a-1 b+2 c@d.example")).toBe("a-1 b+2 c@d.example");
  });
});

describe("csvLine and toCsv", () => {
  it("ends each line with CRLF so streamed lines concatenate into a file", () => {
    expect(csvLine(["id", 12, null, "a,b"])).toBe('"id",12,,"a,b"\r\n');
    expect(csvLine([])).toBe("\r\n");
  });

  it("writes the header and the rows", () => {
    const csv = toCsv(
      ["Company", "Amount", "Currency"],
      [
        ["Acme, Inc.", -5, "USD"],
        ["=cmd", 1234.5, "JPY"],
      ],
    );
    expect(csv).toBe('"Company","Amount","Currency"\r\n"Acme, Inc.",-5,"USD"\r\n"\'=cmd",1234.5,"JPY"\r\n');
  });

  it("accepts any iterable of rows, such as a generator", () => {
    function* rows() {
      yield ["a"];
      yield ["b"];
    }
    expect(toCsv(["x"], rows())).toBe('"x"\r\n"a"\r\n"b"\r\n');
  });
});
