import { describe, expect, it } from "vitest";
import { approvalsQueryPath, approvalsUsablePath } from "@/lib/search-params/list-paths";
import { approvalsListUrl } from "./approvals";

const params = (query: string) => approvalsListUrl.load(new URLSearchParams(query));
const read = (query: string) => approvalsListUrl.read(params(query));
const problemsOf = (query: string) => {
  const answer = read(query);
  return answer.ok ? [] : answer.problems;
};

describe("the approvals list's address", () => {
  it("keeps the view, the action, mine, the page and the page size; with none, pending requests 25 a page", () => {
    expect(read("view=recent&action=acceptDrawdown&mine=1&page=2&per_page=50")).toEqual({
      ok: true,
      query: { filters: { view: "recent", action: "acceptDrawdown", mine: true }, page: 2, perPage: 50 },
    });
    expect(read("")).toEqual({ ok: true, query: { filters: { view: "pending" }, page: 1, perPage: 25 } });
  });

  it.each([
    ["view=waiting", "view", "View must be one of pending, recent, expired, all."],
    ["action=cancel", "action", "Action must be one of cancelDualHedge, acceptDrawdown, acceptEarlySettlement."],
    ["mine=yes", "mine", "Use mine=1 for your own requests only."],
    ["page=0", "page", "Page starts at 1."],
    ["page=2abc", "page", "Page must be a whole number."],
    ["per_page=500", "per_page", "Page size must be between 1 and 100."],
  ])("names %s instead of falling back to the default", (query, param, message) => {
    expect(problemsOf(query)).toEqual([{ param, value: query.split("=")[1], message }]);
  });

  it("names every bad value at once", () => {
    expect(problemsOf("view=x&mine=2&page=-1").map((problem) => problem.param)).toEqual(["view", "mine", "page"]);
  });

  it("is written back through lib/paths: pages with defaults left out, the list without what it cannot use", () => {
    const query = { filters: { view: "expired" as const, action: "cancelDualHedge" as const }, page: 3, perPage: 50 };
    expect(approvalsQueryPath(query)).toBe("/approvals?view=expired&action=cancelDualHedge&page=3&per_page=50");
    expect(approvalsQueryPath({ filters: { view: "pending", mine: true }, page: 1, perPage: 25 })).toBe(
      "/approvals?mine=1",
    );
    expect(approvalsQueryPath({ filters: { view: "pending" }, page: 1, perPage: 25 })).toBe("/approvals");
    expect(approvalsUsablePath(params("view=recent&action=nope&mine=1&page=x&per_page=10"))).toBe(
      "/approvals?view=recent&mine=1&per_page=10",
    );
  });
});
