import { describe, expect, it } from "vitest";
import { addMonths, bucketOf, businessDayWindowEnd, businessDaysAgo, maturityBuckets } from "./desk-calendar";

describe("the next N business days", () => {
  it("counts today when it is a business day and skips the weekend", () => {
    // Thursday 26 Nov 2026: Thu, Fri, Mon, Tue, Wed.
    expect(businessDayWindowEnd("2026-11-26", 5)).toBe("2026-12-02");
    expect(businessDayWindowEnd("2026-11-26", 1)).toBe("2026-11-26");
    expect(businessDayWindowEnd("2026-11-27", 2)).toBe("2026-11-30");
  });

  it("starts on Monday from a weekend day", () => {
    expect(businessDayWindowEnd("2026-11-28", 1)).toBe("2026-11-30");
    expect(businessDayWindowEnd("2026-11-29", 5)).toBe("2026-12-04");
  });

  it("crosses a month end and a year end", () => {
    expect(businessDayWindowEnd("2026-01-29", 5)).toBe("2026-02-04");
    expect(businessDayWindowEnd("2026-12-30", 3)).toBe("2027-01-01");
  });

  it("refuses a window that is not a whole number of days", () => {
    expect(() => businessDayWindowEnd("2026-11-26", 0)).toThrow(RangeError);
    expect(() => businessDayWindowEnd("2026-11-26", 1.5)).toThrow(RangeError);
  });

  it("counts business days back over a weekend", () => {
    expect(businessDaysAgo("2026-11-30", 1)).toBe("2026-11-27");
    expect(businessDaysAgo("2026-11-26", 2)).toBe("2026-11-24");
  });
});

describe("months", () => {
  it("keeps the day, or takes the month's last day when it has none", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-11-26", 12)).toBe("2027-11-26");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
  });
});

describe("the maturity ladder's buckets", () => {
  const buckets = maturityBuckets("2026-11-26");

  it("starts with overdue, then 8 weeks, then months to 12 months out, then later", () => {
    expect(buckets[0]).toMatchObject({ key: "overdue", from: null, before: "2026-11-26" });
    expect(buckets.slice(1, 9).map((b) => b.from)).toEqual([
      "2026-11-26",
      "2026-12-03",
      "2026-12-10",
      "2026-12-17",
      "2026-12-24",
      "2026-12-31",
      "2027-01-07",
      "2027-01-14",
    ]);
    expect(buckets[1]!.label).toBe("26 Nov–2 Dec");
    // The weeks stop on 21 Jan; the rest of January is a bucket of its own, then whole months.
    expect(buckets[9]).toMatchObject({ from: "2027-01-21", before: "2027-02-01", label: "21 Jan–31 Jan 2027" });
    expect(buckets[10]).toMatchObject({ from: "2027-02-01", before: "2027-03-01", label: "Feb 2027" });
    expect(buckets.at(-2)).toMatchObject({ from: "2027-11-01", before: "2027-11-26" });
    expect(buckets.at(-1)).toMatchObject({ key: "later", from: "2027-11-26", before: null });
  });

  it("leaves no gap and no overlap between buckets", () => {
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.from).toBe(buckets[i - 1]!.before);
  });

  it("puts each end date in exactly one bucket, and none for a missing or unreadable date", () => {
    expect(bucketOf(buckets, "2026-11-25")?.key).toBe("overdue");
    expect(bucketOf(buckets, "2026-11-26")?.key).toBe("w1");
    expect(bucketOf(buckets, "2026-12-02")?.key).toBe("w1");
    expect(bucketOf(buckets, "2026-12-03")?.key).toBe("w2");
    expect(bucketOf(buckets, "2027-02-28")?.key).toBe("m2027-02");
    expect(bucketOf(buckets, "2030-01-01")?.key).toBe("later");
    expect(bucketOf(buckets, null)).toBeNull();
    expect(bucketOf(buckets, "2026-02-30")).toBeNull();
  });

  it("ends a month on its last day in February of a leap year", () => {
    const leap = maturityBuckets("2027-12-01");
    expect(leap.find((b) => b.key === "m2028-02")).toMatchObject({ from: "2028-02-01", before: "2028-03-01" });
    expect(bucketOf(leap, "2028-02-29")?.key).toBe("m2028-02");
  });
});
