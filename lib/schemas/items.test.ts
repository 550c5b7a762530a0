import { describe, expect, it } from "vitest";
import { bulkChangeSchema, itemChangeSchema, NOTE_MAX } from "./items";

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("the work queue's inputs, checked on the server", () => {
  it("refuses an empty or too long note, a reason left out, and a snooze that is no time or has passed", () => {
    expect(problems(itemChangeSchema.safeParse({ itemId: "4", change: "note", text: "   " }))).toEqual(["note-empty"]);
    expect(
      problems(itemChangeSchema.safeParse({ itemId: "4", change: "note", text: "x".repeat(NOTE_MAX + 1) })),
    ).toEqual(["note-long"]);
    expect(problems(itemChangeSchema.safeParse({ itemId: "4", version: "2", change: "resolve", reason: "" }))).toEqual([
      "reason-empty",
    ]);
    const snooze = (until: string) =>
      problems(itemChangeSchema.safeParse({ itemId: "4", version: "2", change: "snooze", until, reason: "later" }));
    expect(snooze("next week")).toEqual(["snooze-unreadable"]);
    expect(snooze("2020-01-01T09:00")).toEqual(["snooze-passed"]);
    expect(snooze("2999-01-01T09:00")).toEqual(["snooze-far"]);
  });

  it("reads ids and versions from form text, and refuses what is no item", () => {
    expect(itemChangeSchema.parse({ itemId: "12", version: "3", change: "acknowledge" })).toEqual({
      itemId: 12,
      version: 3,
      change: "acknowledge",
    });
    expect(itemChangeSchema.safeParse({ itemId: "-1", version: "3", change: "acknowledge" }).success).toBe(false);
    expect(itemChangeSchema.safeParse({ itemId: "1", version: "3", change: "delete" }).success).toBe(false);
    expect(itemChangeSchema.safeParse({ itemId: "1", version: "3", change: "acknowledge", extra: "x" }).success).toBe(
      false,
    );
  });

  it("a bulk change needs a selection of at most 200", () => {
    expect(problems(bulkChangeSchema.safeParse({ change: "acknowledge", itemIds: [] }))).toEqual(["none-selected"]);
    const many = Array.from({ length: 201 }, (_, n) => n + 1);
    expect(problems(bulkChangeSchema.safeParse({ change: "acknowledge", itemIds: many }))).toEqual(["too-many"]);
  });
});
