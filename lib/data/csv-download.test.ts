import { describe, expect, it } from "vitest";
import { csvDownload, type CsvEnd } from "./csv-download";

async function* batches(sizes: number[], failAfter?: number) {
  for (const [index, size] of sizes.entries()) {
    if (index === failAfter) throw new Error("upstream gone");
    yield Array.from({ length: size }, (_, i) => `${index}-${i}`);
  }
}

const download = (source: AsyncGenerator<string[]>, ends: CsvEnd[]) =>
  csvDownload({ head: "h\r\n", batches: source, line: (row) => `${row}\r\n`, filename: "x.csv", log: {}, onEnd: async (end) => void ends.push(end) });

describe("csvDownload's end, for the export's audit row", () => {
  it("reports the rows sent once, when the file is complete", async () => {
    const ends: CsvEnd[] = [];
    const text = await download(batches([2, 3]), ends).text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(6);
    expect(ends).toEqual([{ rows: 5, ending: "complete" }]);
  });

  it("reports a failure part-way once, with the rows sent before it", async () => {
    const ends: CsvEnd[] = [];
    await expect(download(batches([2, 3], 1), ends).text()).rejects.toThrow();
    expect(ends).toEqual([{ rows: 2, ending: "failed" }]);
  });

  it("reports a download the browser abandoned once", async () => {
    const ends: CsvEnd[] = [];
    const reader = download(batches([1, 1, 1]), ends).body!.getReader();
    await reader.read();
    await reader.cancel();
    // A batch may have been pulled before the cancel arrived: at most one row counted.
    expect(ends).toMatchObject([{ ending: "cancelled" }]);
    expect(ends[0]!.rows).toBeLessThanOrEqual(1);
  });
});
