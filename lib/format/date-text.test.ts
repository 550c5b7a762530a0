import { describe, expect, it } from "vitest";
import { dateText, readDateText } from "./date-text";
import { addCalendarDays } from "@/lib/domain/dates";

const refused = (text: string) => {
  const read = readDateText(text);
  if (read.ok) throw new Error(`${text} was read as ${read.value}`);
  return read.message;
};

describe("readDateText", () => {
  it("reads ISO text as it is", () => {
    expect(readDateText("2026-11-21")).toEqual({ ok: true, value: "2026-11-21" });
    expect(readDateText("  2028-02-29 ")).toEqual({ ok: true, value: "2028-02-29" });
  });

  it("reads the day, a month word and the year, as the pages print them", () => {
    expect(readDateText("21 Nov 2026")).toEqual({ ok: true, value: "2026-11-21" });
    expect(readDateText("21 November 2026")).toEqual({ ok: true, value: "2026-11-21" });
    expect(readDateText("3 apr 2026")).toEqual({ ok: true, value: "2026-04-03" });
    expect(readDateText("03  APR.  2026")).toEqual({ ok: true, value: "2026-04-03" });
    expect(readDateText("1 Sept 2026")).toEqual({ ok: true, value: "2026-09-01" });
    expect(readDateText("Nov 21, 2026")).toEqual({ ok: true, value: "2026-11-21" });
    expect(readDateText("November 21st 2026")).toEqual({ ok: true, value: "2026-11-21" });
    expect(readDateText("1st May 2026")).toEqual({ ok: true, value: "2026-05-01" });
  });

  it("is blank when nothing is typed", () => {
    expect(readDateText("")).toEqual({ ok: true, value: null });
    expect(readDateText("   ")).toEqual({ ok: true, value: null });
  });

  it("refuses day and month written as numbers, naming both readings", () => {
    expect(refused("03/04/2026")).toBe(
      "“03/04/2026” could be 3 Apr or 4 Mar: write the month as a word, as 21 Nov 2026, or use yyyy-mm-dd, as 2026-11-21.",
    );
    expect(refused("3.4.2026")).toContain("could be 3 Apr or 4 Mar");
    expect(refused("04-03-2026")).toContain("could be 4 Mar or 3 Apr");
    expect(refused("21/11/2026")).toBe(
      "“21/11/2026”: write the month as a word, as 21 Nov 2026, or use yyyy-mm-dd, as 2026-11-21.",
    );
    expect(refused("04/04/2026")).not.toContain("could be");
  });

  it("refuses days that do not exist and text that is not a date", () => {
    expect(refused("2026-02-30")).toBe("There is no 2026-02-30: check the month and day.");
    expect(refused("31 Apr 2026")).toBe("There is no 31 Apr 2026: check the day.");
    expect(refused("29 Feb 2026")).toContain("There is no");
    expect(refused("21 Nvember 2026")).toBe("“nvember” is not a month. Type a date as 21 Nov 2026 or 2026-11-21.");
    expect(refused("2026-11-21T00:00")).toBe("Type a date as 21 Nov 2026 or 2026-11-21.");
    expect(refused("21 Nov 26")).toBe("Type a date as 21 Nov 2026 or 2026-11-21.");
    expect(refused("yesterday")).toBe("Type a date as 21 Nov 2026 or 2026-11-21.");
    expect(refused("2026-1-5")).toBe("Type a date as 21 Nov 2026 or 2026-11-21.");
  });
});

describe("dateText", () => {
  it("shows an ISO date as the pages do, and nothing for none", () => {
    expect(dateText("2026-11-21")).toBe("21 Nov 2026");
    expect(dateText(null)).toBe("");
  });

  it("reads back every day of a leap year to the same date", () => {
    for (let day = 0; day < 366; day += 1) {
      const iso = addCalendarDays("2028-01-01", day);
      expect(readDateText(dateText(iso))).toEqual({ ok: true, value: iso });
    }
  });
});
