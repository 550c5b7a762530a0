import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// From the form's text to the bytes on the wire: the action, its rules, the hedging client and its transport are
// real; the hedging service is a real local HTTP server that keeps each request's raw body.
const session = vi.hoisted(() => ({
  current: { user: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" } },
}));
const signedIn = async () => session.current;
vi.mock("@/lib/auth/session", () => ({ getSession: signedIn, getSessionIncludingPasswordChange: signedIn }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-drawdown-exact-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const body = await import("@/lib/hedging/testing/bodies");
const { startServer } = await import("@/lib/hedging/testing/server");
const { ID } = body;
// More than a float's 15-17 significant digits remain on the leg, so any amount below it passes the rules.
const REMAINING = "99999999999999999999";
const upstream = await startServer((request) => {
  if (request.method === "GET") {
    return {
      text: JSON.stringify(body.dualHedge()).replaceAll('"toCurrencyAmount":1560', `"toCurrencyAmount":${REMAINING}`),
      contentType: "application/json",
    };
  }
  return { json: { ...body.drawdownProposal, validUntilTs: Date.now() / 1000 + 300 } };
});
process.env.HEDGING_API_BASE_URL = upstream.baseUrl;
process.env.HEDGING_API_CLIENT_ID = "partner-test";
process.env.HEDGING_API_CLIENT_SECRET = "partner-secret";

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { quoteDrawdownAction } = await import("@/lib/actions/drawdowns");
const { closeDatabase, getDb } = await import("@/lib/db");

// The first open of a fresh database (migrations) takes longer than one test may.
beforeAll(async () => void (await getDb()));
afterAll(async () => {
  await upstream.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const target = { customerId: ID.customer, dualHedgeId: ID.dualHedge, hedgeId: ID.hedge };

describe("the drawdown amount sent upstream", () => {
  it.each([
    // typed, then the JSON body's bytes: the checked decimal, digit for digit
    ["1234567890123456.78", '{"toCurrencyAmount":1234567890123456.78}'], // a float would send ...456.8
    ["9007199254740993", '{"toCurrencyAmount":9007199254740993}'], // 2^53 + 1: a float sends ...992
    ["1,250,000.10", '{"toCurrencyAmount":1250000.1}'],
    ["100.10", '{"toCurrencyAmount":100.1}'],
    ["10", '{"toCurrencyAmount":10}'],
  ])("%s is sent as %s", async (typed, raw) => {
    const before = upstream.received.length;
    const outcome = toActionOutcome(await quoteDrawdownAction({ ...target, amount: typed, customerIp: "203.0.113.7" }));
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const posts = upstream.received.slice(before).filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe(`/v1/customers/${ID.customer}/hedges/${ID.hedge}/drawdown/quote`);
    expect(posts[0]!.headers["content-type"]).toBe("application/json");
    expect(posts[0]!.body).toBe(raw);
  });
});
