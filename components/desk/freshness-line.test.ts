import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FreshnessLine } from "@/components/desk/freshness-line";
import type { BookFreshness } from "@/lib/desk/freshness";

const now = new Date("2026-11-26T11:00:00Z");
const freshness: BookFreshness = {
  lastCompletePassAt: new Date("2026-11-26T09:42:00Z"),
  runningSince: null,
  lastFailure: { at: new Date("2026-11-26T10:40:00Z") },
  newestRowAt: null,
  hasLegs: true,
  staleCustomers: 0,
  attention: { customers: 0, oldestReadAt: null },
  everyCustomerReadSince: null,
  scheduled: false,
};
const line = (syncDetailsHref?: string) =>
  renderToStaticMarkup(
    createElement(FreshnessLine, {
      freshness,
      asOf: freshness.lastCompletePassAt!,
      changedSince: null,
      now,
      staleAfterMinutes: 60,
      refresh: null,
      syncDetailsHref,
    }),
  );

describe("the desk's line on a failed pass", () => {
  it("is a sentence for every role, with the way to its details for admins only", () => {
    expect(line()).toContain("The last pass of the book stopped at 10:40");
    expect(line()).not.toContain("/book/sync");
    expect(line("/book/sync")).toContain('href="/book/sync"');
  });
});

describe("the desk's line dates the book by its whole reads", () => {
  const dated = (changes: Partial<BookFreshness>) =>
    renderToStaticMarkup(
      createElement(FreshnessLine, {
        freshness: { ...freshness, lastFailure: null, ...changes },
        asOf: new Date("2026-11-26T10:30:00Z"),
        changedSince: null,
        now,
        staleAfterMinutes: 60,
        refresh: null,
      }),
    );

  it("by a complete pass, or on the scheduled sync by a read of every customer", () => {
    expect(dated({})).toContain("Book as of");
    const everyRead = { lastCompletePassAt: null, scheduled: true, everyCustomerReadSince: now };
    expect(dated(everyRead)).toContain("Book as of");
  });

  it("and without either, says its rows are as pages read them, with the newest", () => {
    const newestRowAt = new Date("2026-11-26T10:50:00Z");
    const html = dated({ lastCompletePassAt: null, scheduled: true, everyCustomerReadSince: null, newestRowAt });
    expect(html).toContain("No complete pass yet: rows as pages read them");
    expect(html).toContain("the newest 10 min ago");
    expect(dated({ lastCompletePassAt: null, everyCustomerReadSince: now, newestRowAt })).toContain(
      "No complete pass yet",
    );
  });
});
