import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { logSandboxRequests, sandboxRequestLog } from "./request-log";

describe("the sandbox's request log", () => {
  it("keeps the latest 200 requests but counts every POST per path, so a count taken before and after holds", async () => {
    const app = new Hono().use(logSandboxRequests).all("*", (c) => c.text("ok"));
    const before = sandboxRequestLog().postsByPath["/x/accept"] ?? 0;
    for (let i = 0; i < 250; i++) await app.request("/x/accept", { method: "POST" });
    for (let i = 0; i < 250; i++) await app.request("/x/list");
    const log = sandboxRequestLog();
    expect(log.latest).toHaveLength(200);
    expect(log.latest.filter((r) => r.path === "/x/accept")).toHaveLength(0);
    expect(log.postsByPath["/x/accept"]).toBe(before + 250);
    expect(log.postsByPath["/x/list"]).toBeUndefined();
  });
});
