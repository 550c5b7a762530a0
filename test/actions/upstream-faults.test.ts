import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as body from "@/lib/hedging/testing/bodies";
import { startServer, type Answer } from "@/lib/hedging/testing/server";

// The sentence staff read when the hedging service misbehaves, on a page's read (lib/data) and on an
// action's POST; an uncertain POST is never sent twice. Only the session is faked; the rest, HTTP to
// a local server included, is real (lib/hedging/client-errors.test.ts covers the HedgingError kinds).
const operator = { user: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" } };
const signedIn = async () => operator;
vi.mock("@/lib/auth/session", () => ({
  getSession: signedIn,
  getSessionIncludingPasswordChange: signedIn,
  requireSession: async () => operator,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));

let answer: Answer = { json: {} };
const server = await startServer(() => answer);
const dataDir = mkdtempSync(path.join(tmpdir(), "hedge-desk-upstream-faults-"));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  HEDGING_API_BASE_URL: server.baseUrl,
  HEDGING_API_CLIENT_ID: "partner-test",
  HEDGING_API_CLIENT_SECRET: "secret-test",
  HEDGING_API_TIMEOUT_MS: "2000", // room for the GET retries (200 and 600 ms), short for the hanging cases
});

const { toActionOutcome } = await import("@/lib/errors/action-error");
const { cancelDualHedgeAction } = await import("@/lib/actions/cancel-dual-hedge-action");
const { listDualHedges } = await import("@/lib/data/dual-hedge-reads");
const { getDb, closeDatabase } = await import("@/lib/db");
const { auditEvents } = await import("@/lib/db/schema");

let serverClosed = false;
afterAll(async () => {
  if (!serverClosed) await server.close();
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const ids = { customerId: body.ID.customer, dualHedgeId: body.ID.dualHedge };
const read = () => listDualHedges(ids.customerId, { page: 1, perPage: 25 });
const listOf = (...dualHedges: unknown[]) => ({ dualHedges, pagination: body.pagination });
const cancel = async () => toActionOutcome(await cancelDualHedgeAction({ ...ids, reason: "customer asked" }));

/** Runs one read or action against `given`; returns its error and how many requests reached the server. */
async function failing(given: Answer, run: typeof read | typeof cancel) {
  answer = given;
  const before = server.received.length;
  const outcome = await run();
  if (outcome.ok) throw new Error("expected it to fail");
  const sent = server.received.slice(before);
  return { error: outcome.error, requests: sent.length };
}

const messages = new Map<string, string>();
const seen = (name: string, message: string) => {
  messages.set(name, message);
  return message;
};

describe("an upstream fault reaches staff as its own clear sentence", () => {
  it("a timeout: a read says try again; a POST says it may have gone through, and was sent once", async () => {
    const get = await failing("hang", read);
    expect(get.error).toMatchObject({ kind: "unavailable", status: "timeout", requestId: expect.any(String) });
    expect(seen("timeout GET", get.error.message)).toBe(
      "The hedging service did not answer in time. Try again in a moment.",
    );
    expect(get.requests).toBe(1); // the budget covers retries: none left after a timeout

    const post = await failing("hang", cancel);
    expect(seen("timeout POST", post.error.message)).toBe(
      "The hedging service did not answer in time. It may still have gone through: check the hedge before trying again.",
    );
    expect(post.requests).toBe(1);
  });

  it("a 500 with an HTML page: an error page, never its content", async () => {
    const page: Answer = {
      status: 500,
      text: "<html><body>Proxy error at 10.0.0.3</body></html>",
      contentType: "text/html",
    };
    const get = await failing(page, read);
    expect(get.error).toMatchObject({ kind: "unavailable", status: 500 });
    expect(seen("500 html", get.error.message)).toBe(
      "The hedging service failed (HTTP 500) and sent an error page instead of an answer. Try again in a moment.",
    );
    expect(JSON.stringify(get.error)).not.toContain("10.0.0.3");
    expect(get.requests).toBe(1);
  });

  it("a 503 with the service's own Error body: its words, after the GET retries", async () => {
    const get = await failing(
      { status: 503, json: { message: "Service temporarily unavailable", reason: "Maintenance" } },
      read,
    );
    expect(get.error).toMatchObject({ kind: "unavailable", status: 503, reason: "Maintenance" });
    expect(seen("503 body", get.error.message)).toBe("Service temporarily unavailable");
    expect(get.requests).toBe(3);
    const post = await failing({ status: 503, json: { message: "Service temporarily unavailable" } }, cancel);
    expect(post.requests).toBe(1);
    // A 5xx is no refusal: a POST's failure may still have taken effect.
    expect(seen("503 body to a POST", post.error.message)).toBe(
      "Service temporarily unavailable. It may still have gone through: check the hedge before trying again.",
    );
  });

  it("a 200 that is not JSON: a read is unreadable; a cancel is done, sent once, and audited as succeeded", async () => {
    const get = await failing({ status: 200, text: "<html>OK</html>", contentType: "text/html" }, read);
    expect(get.error).toMatchObject({ kind: "bad-response", status: "bad-response" });
    expect(seen("200 not json", get.error.message)).toBe(
      "The hedging service answered, but not with data Hedge Desk can read (HTTP 200). Try again; if it keeps happening, give support the reference.",
    );
    answer = { status: 200, text: "OK" };
    const before = server.received.length;
    expect(await cancel()).toMatchObject({ ok: true, data: { hedgeIds: null } });
    expect(server.received.length - before).toBe(1);
  });

  it("a 200 whose identity cannot be read names where, never the values; display-only fields never fail it", async () => {
    const drifted = { ...body.dualHedge({ hedges: "two legs", issuedAt: 20261121 }), id: 20261121 };
    const get = await failing({ json: listOf(drifted) }, read);
    expect(get.error).toMatchObject({ kind: "bad-response" });
    expect(seen("200 drifted", get.error.message)).toBe(
      "The hedging service answered with data that does not match what Hedge Desk expects (at dualHedges.0.id). Try again; if it keeps happening, give support the reference.",
    );
    expect(get.error.message).not.toContain("20261121");

    answer = { json: listOf(body.dualHedge({ hedges: "two legs", issuedAt: 20261121 })) };
    expect(await read()).toMatchObject({
      ok: true,
      data: { items: [{ id: body.ID.dualHedge, issuedAt: null, hedges: [] }] },
    });
  });

  it("a 200 drifted within tolerance is read: unknown fields and values, `quote` for `rate`", async () => {
    const { rate, ...rest } = body.dualHedge();
    answer = {
      json: listOf({
        ...rest,
        quote: rate,
        extraFields: { note: "new" },
        hedges: rest.hedges.map((leg: object) => ({ ...leg, status: "Suspended" })),
      }),
    };
    const outcome = await read();
    expect(outcome).toMatchObject({
      ok: true,
      data: { items: [{ id: body.ID.dualHedge, rate, hedges: [{ status: "Suspended" }, { status: "Suspended" }] }] },
    });
  });

  it("a dropped connection: it broke before an answer; a POST may have gone through", async () => {
    const get = await failing("drop", read);
    expect(get.error).toMatchObject({ kind: "unavailable", status: "network" });
    expect(seen("drop GET", get.error.message)).toBe(
      "The connection to the hedging service broke before it answered. Try again in a moment.",
    );
    expect(get.requests).toBe(3);
    const post = await failing("drop", cancel);
    expect(seen("drop POST", post.error.message)).toBe(
      "The connection to the hedging service broke before it answered. It may still have gone through: check the hedge before trying again.",
    );
    expect(post.requests).toBe(1);
  });

  it("connection refused: nothing was sent, whatever the method", async () => {
    await server.close();
    serverClosed = true;
    for (const run of [read, cancel]) {
      const outcome = await run();
      expect(outcome).toMatchObject({ ok: false, error: { kind: "unavailable", status: "network" } });
      if (!outcome.ok) seen(`refused ${run === read ? "GET" : "POST"}`, outcome.error.message);
    }
    expect(messages.get("refused GET")).toBe(
      "Hedge Desk could not connect to the hedging service, so nothing was sent. Try again in a moment.",
    );
    expect(messages.get("refused POST")).toBe(messages.get("refused GET"));
  });

  it("each fault has its own sentence, and every cancel is on the audit trail: failed only when nothing was sent", async () => {
    const distinct = [
      "timeout GET",
      "500 html",
      "503 body",
      "200 not json",
      "200 drifted",
      "drop GET",
      "refused GET",
    ].map((name) => messages.get(name));
    expect(new Set(distinct).size).toBe(distinct.length);

    const rows = await (await getDb()).select().from(auditEvents).orderBy(auditEvents.id);
    const outcomes = rows
      .filter((row) => row.outcome !== "attempt")
      .map((row) => [row.outcome, row.errorKind, row.upstreamStatus]);
    expect(outcomes).toEqual([
      ["unknown", "unavailable", null], // timeout: it may have taken effect
      ["unknown", "unavailable", 503],
      ["succeeded", null, null], // a 200 whatever its body
      ["unknown", "unavailable", null], // dropped
      ["failed", "unavailable", null], // refused: nothing was sent
    ]);
    expect(rows.filter((row) => row.outcome === "attempt")).toHaveLength(5);
    expect(rows.find((row) => row.outcome === "succeeded")!.errorMessage).toBe(
      "Answer differed from the interface document: unreadable body at $",
    );
  });
});
