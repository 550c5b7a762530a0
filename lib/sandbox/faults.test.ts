import { afterEach, describe, expect, it } from "vitest";
import { createSandboxAdminApp } from "./admin";
import { createSandboxApp } from "./app";
import { loadSandboxConfig } from "./config";
import { faultPlan, setFaultPlan } from "./fault-plan";

// Faults are decided before authentication, so these requests need no database: once the plan
// lets a request through, the missing credentials answer 401.
const config = loadSandboxConfig({});
const sandbox = createSandboxApp({ config, getDb: () => Promise.reject(new Error("no database in this test")) });
const admin = createSandboxAdminApp(config);
const key = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;
const call = (method: string, path: string) => sandbox.request(`/sandbox/v1${path}`, { method });
const adminCall = (method: string, body?: unknown, authorization = key) =>
  admin.request("/sandbox/admin/faults", {
    method,
    headers: { authorization, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

afterEach(() => {
  setFaultPlan({ rules: [] });
});

describe("the runtime fault plan", () => {
  it("answers the next N matching requests 503, and only those", async () => {
    setFaultPlan({ rules: [{ method: "GET", path: "/customers", fail: 2, delayResponseMs: 0 }] });
    expect((await call("POST", "/customers")).status).toBe(401); // another method
    expect((await call("GET", "/customers/x")).status).toBe(401); // another path
    const first = await call("GET", "/customers");
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({
      message: "Service temporarily unavailable",
      reason: "Injected failure (fault plan)",
    });
    expect((await call("GET", "/customers")).status).toBe(503);
    expect((await call("GET", "/customers")).status).toBe(401);
    expect(faultPlan().rules[0]?.fail).toBe(0);
  });

  it("matches paths literally: a catastrophic-backtracking pattern is just text", async () => {
    const evil = "/" + "a".repeat(30) + "!"; // as a regular expression, about 2^30 steps
    setFaultPlan({ rules: [{ path: "/(a+)+$", fail: 5, delayResponseMs: 0 }] });
    const started = Date.now();
    expect((await call("GET", evil)).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);

    setFaultPlan({ rules: [{ pathEndsWith: "/dual-hedges", fail: 1, delayResponseMs: 0 }] });
    expect((await call("GET", "/customers/c/dual-hedges/d")).status).toBe(401); // not the end
    expect((await call("GET", "/customers/c/dual-hedges")).status).toBe(503);
  });

  it("answers 451 with a message only, as the service refusing a customer IP, when the rule says so", async () => {
    setFaultPlan({
      rules: [{ method: "POST", pathEndsWith: "/drawdown/accept", fail: 1, failStatus: 451, delayResponseMs: 0 }],
    });
    const refused = await call("POST", "/customers/c/hedges/h/drawdown/accept");
    expect(refused.status).toBe(451);
    expect(Object.keys(await refused.json())).toEqual(["message"]);
    expect((await call("POST", "/customers/c/hedges/h/drawdown/accept")).status).toBe(401); // spent
  });

  it("holds a matching answer back after the request ran", async () => {
    setFaultPlan({ rules: [{ method: "POST", pathEndsWith: "/accept", fail: 0, delayResponseMs: 300 }] });
    const started = Date.now();
    expect((await call("POST", "/customers/c/hedges/h/drawdown/accept")).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const quick = Date.now();
    await call("GET", "/customers");
    expect(Date.now() - quick).toBeLessThan(290);
  });
});

describe("the sandbox admin endpoint", () => {
  it("wants the partner key", async () => {
    expect((await adminCall("GET", undefined, "")).status).toBe(401);
    const readOnly = `Basic ${Buffer.from(`${config.readOnlyClientId}:${config.clientSecret}`).toString("base64")}`;
    expect((await adminCall("PUT", { rules: [] }, readOnly)).status).toBe(401);
  });

  it("sets, shows and clears the plan, and refuses a malformed one", async () => {
    const set = await adminCall("PUT", { rules: [{ method: "POST", pathEndsWith: "/cancel", fail: 1 }] });
    expect(set.status).toBe(200);
    expect(await (await adminCall("GET")).json()).toEqual({
      rules: [{ method: "POST", pathEndsWith: "/cancel", fail: 1, delayResponseMs: 0 }],
    });
    const malformed = [
      { rules: [{ path: "customers" }] },
      { rules: [{ fail: -1 }] },
      { rules: [{ extra: 1 }] },
      "nope",
    ];
    // Regular expressions are refused outright, never compiled: matching is literal.
    const patterns = ["(", "^/customers$", "/cancel$", "(a+)+$", "/customers/.*"];
    for (const bad of [...malformed, ...patterns.map((path) => ({ rules: [{ pathEndsWith: path }] }))]) {
      expect((await adminCall("PUT", bad)).status).toBe(422);
    }
    expect(await (await adminCall("DELETE")).json()).toEqual({ rules: [] });
    expect(faultPlan().rules).toEqual([]);
  });
});
