import { afterAll, describe, expect, it } from "vitest";
import { listApprovals } from "@/lib/approvals/queries";
import { authUsers } from "@/lib/db/schema";
import type { ApprovalsQuery } from "@/lib/search-params/approvals";
import { drivers, removeTempDirs, unique } from "../auth/support";
import { requestCancel } from "./approval-request";

afterAll(removeTempDirs);

const [, openPglite] = drivers[0];

// The Approvals page's rows per page (per_page) reach the query: pages of that size, the total over all of them.
describe("listApprovals", () => {
  it("reads a page of the page size asked; past the end, no rows and the same total", { timeout: 60_000 }, async () => {
    const database = await openPglite();
    try {
      const { db } = database;
      const requester = { id: unique("requester"), email: `${unique("requester")}@example.test` };
      await db.insert(authUsers).values({ ...requester, name: requester.id, role: "operator" });
      for (let i = 0; i < 5; i += 1) await requestCancel(db, requester, `request ${i}`);
      const list = (page: number, perPage: number) =>
        listApprovals(
          db,
          { filters: { view: "pending", mine: true }, page, perPage } satisfies ApprovalsQuery,
          requester.id,
        );

      const whole = await list(1, 100);
      expect(whole.total).toBe(5);
      expect(whole.rows).toHaveLength(5);
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(page, 2)));
      expect(pages.map((page) => page.rows.length)).toEqual([2, 2, 1, 0]);
      expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(whole.rows.map((row) => row.id));
      // Another staff member's "only my requests" sees none of them.
      expect(
        (await listApprovals(db, { filters: { view: "pending", mine: true }, page: 1, perPage: 25 }, "x")).total,
      ).toBe(0);
    } finally {
      await database.close();
    }
  });
});
