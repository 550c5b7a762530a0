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

describe("csvDownload's guard", () => {
  const guarded = (source: AsyncGenerator<string[]>, ends: CsvEnd[], allowed: () => boolean) => {
    const released: number[] = [];
    const response = csvDownload({
      head: "h\r\n",
      batches: source,
      line: (row) => `${row}\r\n`,
      filename: "x.csv",
      log: {},
      onEnd: async (end) => void ends.push(end),
      guard: { stillAllowed: async () => allowed(), release: () => void released.push(1) },
    });
    return { response, released };
  };

  it("stops the file at the next batch once the person's session has ended, and says so once", async () => {
    const ends: CsvEnd[] = [];
    let signedIn = true;
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield [`row-${pulled}`];
      }
    }
    const { response, released } = guarded(endless(), ends, () => signedIn);
    const reader = response.body!.getReader();
    await reader.read(); // the head
    await reader.read(); // the first batch
    signedIn = false;
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    ).rejects.toThrow("session ended");
    expect(ends).toEqual([{ rows: 1, ending: "signed-out" }]);
    expect(pulled).toBe(1);
    expect(released).toHaveLength(1);
  });

  it("frees its place once whether the file completes, fails or is abandoned", async () => {
    for (const [sizes, failAfter, read] of [
      [[1, 1], undefined, "all"],
      [[1, 1], 1, "all"],
      [[1, 1, 1], undefined, "cancel"],
    ] as const) {
      const { response, released } = guarded(batches([...sizes], failAfter), [], () => true);
      if (read === "all") await response.text().catch(() => undefined);
      else {
        const reader = response.body!.getReader();
        await reader.read();
        await reader.cancel();
      }
      expect(released).toHaveLength(1);
    }
  });
});
