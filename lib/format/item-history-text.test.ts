import { describe, expect, it } from "vitest";
import { ageText, historyLineText, utcTime } from "./item-history-text";

const line = (kind: string, fields: Partial<Parameters<typeof historyLineText>[0]> = {}) => ({
  kind,
  actorEmail: "ann@hedge-desk.test",
  text: null,
  detail: null,
  ...fields,
});

describe("an item's history in words", () => {
  it("names the value each line saved: the assignee, the snooze's time (UTC) and reason, the note", () => {
    expect(historyLineText(line("assigned", { detail: { assignee: "bob@hedge-desk.test" } }))).toBe(
      "Assigned to bob@hedge-desk.test",
    );
    expect(historyLineText(line("assigned", { detail: { assignee: "ann@hedge-desk.test" } }))).toBe("Took it");
    expect(
      historyLineText(line("snoozed", { text: "funds Tuesday", detail: { until: "2026-12-01T09:00:00.000Z" } })),
    ).toBe("Snoozed until 1 Dec 2026, 09:00 UTC: funds Tuesday");
    expect(historyLineText(line("created"), "unresolvedCall")).toBe(
      "Opened: the trail shows the call's outcome unknown",
    );
    expect(historyLineText(line("created"), "overdue")).toBe("Opened: the book shows it needs attention");
    expect(historyLineText(line("note", { text: "called them" }))).toBe("Note: called them");
    expect(historyLineText(line("resolved", { text: "paid in full" }))).toBe("Resolved by hand: paid in full");
    expect(
      historyLineText(
        line("resolved", { actorEmail: "system", text: "resolved: the service reports it Completed, read 09:42 UTC" }),
      ),
    ).toBe("Resolved by itself: the service reports it Completed, read 09:42 UTC");
  });

  it("says times in UTC and ages in hours, then days", () => {
    expect(utcTime(new Date("2026-11-26T09:42:59Z"))).toBe("26 Nov 2026, 09:42 UTC");
    const now = new Date("2026-11-26T12:00:00Z");
    expect(ageText(new Date("2026-11-26T11:30:00Z"), now)).toBe("under an hour");
    expect(ageText(new Date("2026-11-26T11:00:00Z"), now)).toBe("1 hour");
    expect(ageText(new Date("2026-11-24T13:00:00Z"), now)).toBe("47 hours");
    expect(ageText(new Date("2026-11-23T12:00:00Z"), now)).toBe("3 days");
  });
});
