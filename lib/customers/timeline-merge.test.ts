import { describe, expect, it } from "vitest";
import { activityPage, cursorOf, entryKey, mergePages, newestFirst, readCursor } from "./timeline-merge";

const at = (time: string, micros = "000000") => `2026-11-28T${time}.${micros}Z`;
type Entry = { at: string; key: string; id: string | number };
const staff = (time: string, id: number, micros?: string): Entry => ({
  at: at(time, micros),
  key: entryKey("staff", id),
  id,
});
const change = (time: string, id: number): Entry => ({ at: at(time), key: entryKey("change", id), id });
const seen = (time: string, id: string): Entry => ({ at: at(time), key: entryKey("firstSeen", id), id });

describe("merging a customer's activity", () => {
  it("interleaves the sources newest first, to the microsecond", () => {
    const { entries, next } = mergePages(
      [
        [staff("09:40:00", 7), staff("09:10:00", 3, "000002")],
        [change("09:20:00", 12)],
        [seen("09:10:00", "dh-b"), seen("09:10:00", "dh-a")],
      ],
      10,
    );
    expect(entries.map((entry) => entry.id)).toEqual([7, 12, 3, "dh-b", "dh-a"]);
    expect(next).toBeNull(); // nothing older was read
  });

  it("breaks a tie of moments by source, then by id as a number (9 before 10)", () => {
    const sorted = [change("09:00:00", 9), staff("09:00:00", 9), change("09:00:00", 10)].sort(newestFirst);
    expect(sorted.map((entry) => entry.key)).toEqual([
      entryKey("staff", 9),
      entryKey("change", 10),
      entryKey("change", 9),
    ]);
  });

  it("keeps a page and starts the next after its last entry; an entry not shown comes on the next page", () => {
    const sources = [
      [staff("09:50:00", 5), staff("09:30:00", 4), staff("09:10:00", 2)],
      [change("09:40:00", 8), change("09:20:00", 6), change("09:00:00", 1)],
    ];
    const first = mergePages(sources, 3);
    expect(first.entries.map((entry) => entry.at)).toEqual([at("09:50:00"), at("09:40:00"), at("09:30:00")]);
    expect(first.next).toBe(cursorOf(first.entries[2]!));
    // The next page's sources are what comes strictly after that cursor.
    const cursor = readCursor(first.next!)!;
    const after = sources.map((entries) =>
      entries.filter((entry) => newestFirst(entry, { at: cursor.at, key: `${cursor.rank}:${cursor.id}` }) > 0),
    );
    const second = mergePages(after, 3);
    expect(second.entries.map((entry) => entry.at)).toEqual([at("09:20:00"), at("09:10:00"), at("09:00:00")]);
    expect(second.next).toBeNull();
  });

  it("reads back only the cursors it writes", () => {
    const entry = staff("09:10:00", 42, "123456");
    expect(readCursor(cursorOf(entry))).toEqual({ at: at("09:10:00", "123456"), rank: 3, id: "00000000000000000042" });
    expect(readCursor(cursorOf(seen("09:10:00", "9b1d-4c2e")))).toEqual({
      at: at("09:10:00"),
      rank: 1,
      id: "9b1d-4c2e",
    });
    for (const bad of [
      "",
      "yesterday~3:1",
      `${at("09:10:00")}~3:abc`, // the staff source keys by number
      `${at("09:10:00")}~7:1`,
      "2026-13-40T09:10:00.000000Z~2:1",
      `${at("09:10:00")}~1:a b`,
    ])
      expect(readCursor(bad), bad).toBeNull();
  });
});

describe("the page of activity an address asks for", () => {
  it("is the newest without a value, the cursor's page with one, and says so when the value is not a cursor", () => {
    expect(activityPage(undefined)).toEqual({ cursor: null, problem: null });
    const cursor = cursorOf(staff("09:10:00", 42));
    expect(activityPage(cursor).cursor).toEqual(readCursor(cursor));
    expect(activityPage("<b>bogus</b>")).toEqual({
      cursor: null,
      problem: "The address's activity=<b>bogus</b> is not a page of this activity: the newest is shown.",
    });
    expect(activityPage([cursor, cursor]).problem).toMatch(/is not a page of this activity/);
  });
});
