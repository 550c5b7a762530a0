import { describe, expect, it } from "vitest";
import type { BookFreshness } from "@/lib/desk/freshness";
import { itemsIncomplete } from "@/lib/desk/items/incomplete";

const NOW = new Date("2026-11-26T10:00:00Z");
const fresh: BookFreshness = {
  lastCompletePassAt: new Date("2026-11-26T09:50:00Z"),
  runningSince: null,
  lastFailure: null,
  newestRowAt: NOW,
  hasLegs: true,
  staleCustomers: 0,
  attention: { customers: 3, oldestReadAt: new Date("2026-11-26T09:40:00Z") },
  everyCustomerReadSince: new Date("2026-11-26T09:00:00Z"),
  scheduled: false,
};
const read = (freshness = fresh, itemsVersion = 7, bookVersion = 7) =>
  itemsIncomplete({ freshness, itemsVersion, bookVersion, now: NOW, staleAfterMinutes: 60 });

describe("when the work queue says its items may be incomplete", () => {
  it("says nothing of a fresh book whose items are computed from its newest state", () => {
    expect(read()).toBeNull();
  });

  it("says why: never filled, stale, customers unread, or the book moved since", () => {
    expect(read({ ...fresh, lastCompletePassAt: null })).toBe(
      "the book has not completed a pass yet, so legs it has not read have no items.",
    );
    expect(read({ ...fresh, lastCompletePassAt: new Date("2026-11-26T08:59:00Z") })).toBe(
      "the book's last complete pass is older than 60 minutes.",
    );
    expect(read({ ...fresh, staleCustomers: 2 })).toBe(
      "2 customers' last read failed: their items stay as they were, never resolved from that read.",
    );
    const scheduled = { ...fresh, lastCompletePassAt: null, scheduled: true };
    expect(read(scheduled)).toBeNull();
    expect(read({ ...scheduled, everyCustomerReadSince: null })).toBe(
      "the book has not read every customer yet, so legs it has not read have no items.",
    );
    expect(read({ ...scheduled, attention: { customers: 3, oldestReadAt: new Date("2026-11-26T08:30:00Z") } })).toBe(
      "a customer behind the lists was last read more than 60 minutes ago.",
    );
    expect(read(fresh, 6, 7)).toBe(
      "the book has changed since they were computed; they update in the background: reload in a moment.",
    );
  });
});
