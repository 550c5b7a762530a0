import "server-only";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { HedgingError } from "./errors";
import { readResponse, type HttpOutcome } from "./read-response";
import {
  cancelDualHedgeResultSchema,
  conversionPageSchema,
  customerPageSchema,
  drawdownProposalSchema,
  drawdownSchema,
  dualHedgePageSchema,
  dualHedgeSchema,
  earlySettlementProposalSchema,
  hedgeSchema,
} from "@/lib/wire";
import * as body from "./testing/bodies";

/**
 * Any deviation of a field the dashboard only displays (dropped, null, another type, unknown
 * fields beside it) reads as that field's value or null, never as an error and never as a value
 * that was not sent. A 2xx to a mutation reads as success whatever its body.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const where = { requestId: "req-prop", method: "POST", path: "/x" };
const answered = (json: unknown, status = 200): HttpOutcome => ({
  status,
  text: JSON.stringify(json) ?? "",
  sunset: null,
});

const oddValue = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 5 }),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);
type Deviation = "keep" | "drop" | "null" | "odd";
const deviation = fc.constantFrom<Deviation>("keep", "keep", "keep", "drop", "null", "odd");

/** Applies a deviation to every field below the root, except the essential paths (e.g. "id", "hedges[].id"). */
function deviate(
  value: Json,
  choices: () => { kind: Deviation; odd: Json },
  essential: readonly string[],
  at = "",
): Json {
  if (Array.isArray(value)) return value.map((item) => deviate(item, choices, essential, `${at}[]`));
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    const keep = essential.some((must) => must === path || must.startsWith(`${path}.`) || must.startsWith(`${path}[]`));
    const { kind, odd } = keep ? { kind: "keep" as const, odd: null } : choices();
    if (kind === "drop") continue;
    copy[key] = kind === "null" ? null : kind === "odd" ? odd : deviate(item, choices, essential, path);
  }
  copy.unknownExtra = "surprise";
  return copy;
}

/** Every value read is the one received at the same place, or null or undefined (not known; or an empty list of legs). */
function expectNothingInvented(read: unknown, sent: unknown, path = "$"): void {
  if (read === null || read === undefined) return;
  if (Array.isArray(read)) {
    if (read.length === 0) return;
    expect(Array.isArray(sent), path).toBe(true);
    read.forEach((item, index) => expectNothingInvented(item, (sent as unknown[])[index], `${path}[${index}]`));
    return;
  }
  if (typeof read === "object") {
    const received = (sent ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(read as Record<string, unknown>)) {
      const source =
        key === "items"
          ? Object.values(received).find(Array.isArray)
          : key === "rate"
            ? (received.rate ?? received.quote)
            : received[key];
      if (key === "pagination" && (source === undefined || source === null)) continue;
      expectNothingInvented(value, source, `${path}.${key}`);
    }
    return;
  }
  expect(read, path).toStrictEqual(sent);
}

const LIST_KEYS = new Set(["dualHedges", "customers", "conversions"]);

/** Every value sent as the document says (left as it was) is read, at the same place: nothing readable is lost. */
function expectNothingLost(read: unknown, sent: unknown, original: unknown, path = "$"): void {
  if (original === null || typeof original !== "object") {
    if (sent === original) expect(read, path).toStrictEqual(original);
    return;
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(sent)) return;
    original.forEach((item, index) =>
      expectNothingLost((read as unknown[] | null)?.[index], sent[index], item, `${path}[${index}]`),
    );
    return;
  }
  if (sent === null || typeof sent !== "object" || Array.isArray(sent)) return;
  for (const [key, item] of Object.entries(original)) {
    if (!(key in sent)) continue;
    const readKey = LIST_KEYS.has(key) ? "items" : key;
    expectNothingLost(
      (read as Record<string, unknown> | null)?.[readKey],
      (sent as Record<string, unknown>)[key],
      item,
      `${path}.${key}`,
    );
  }
}

const choicesFrom = (picks: { kind: Deviation; odd: Json }[]) => {
  let index = 0;
  return () => picks[index++ % picks.length]!;
};
const picks = fc.array(fc.record({ kind: deviation, odd: oddValue as fc.Arbitrary<Json> }), {
  minLength: 1,
  maxLength: 60,
});

const reads: Array<[string, z.ZodType, Json, string[]]> = [
  ["a dual hedge", dualHedgeSchema, body.dualHedge() as Json, ["id", "hedges[].id"]],
  [
    "a list of dual hedges",
    dualHedgePageSchema,
    { dualHedges: [body.dualHedge()], pagination: body.pagination } as Json,
    ["dualHedges", "dualHedges[].id", "dualHedges[].hedges[].id"],
  ],
  [
    "a list of customers",
    customerPageSchema,
    { customers: [body.customer], pagination: body.pagination } as Json,
    ["customers", "customers[].id"],
  ],
  [
    "a list of conversions",
    conversionPageSchema,
    { conversions: [body.conversion], pagination: body.pagination } as Json,
    ["conversions", "conversions[].id"],
  ],
  ["a drawdown proposal", drawdownProposalSchema, body.drawdownProposal as Json, ["id", "validUntilTs"]],
  [
    "an early-settlement proposal",
    earlySettlementProposalSchema,
    body.earlySettlementProposal as Json,
    ["id", "validUntilTs"],
  ],
  ["a drawdown", drawdownSchema, body.drawdown as Json, ["id"]],
];

const mutations: Array<[string, z.ZodType, Json]> = [
  ["cancel", cancelDualHedgeResultSchema, body.cancelResult as Json],
  ["drawdown accept", drawdownSchema, body.drawdown as Json],
  ["early-settlement accept", hedgeSchema, body.hedge() as Json],
];

describe("reads: display-only fields never fail an answer and are never made up", () => {
  it.each(reads)(
    "%s, with any of its display-only fields dropped, nulled or of another type",
    (_name, schema, sent, essential) => {
      fc.assert(
        fc.property(picks, (chosen) => {
          const deviated = deviate(sent, choicesFrom(chosen), essential);
          const { outcome } = readResponse(schema, answered(deviated), { ...where, method: "GET" });
          if (outcome instanceof HedgingError) throw new Error(`read failed: ${outcome.message}`);
          expectNothingInvented(outcome.data, deviated);
          expectNothingLost(outcome.data, deviated, sent);
        }),
        { numRuns: 300, seed: 14 },
      );
    },
  );

  it.each(reads)("%s without its essential fields is a bad response, not a crash", (_name, schema, sent, essential) => {
    const top = essential.filter((path) => !path.includes(".") && !path.includes("[]"));
    for (const field of top) {
      const rest = Object.fromEntries(Object.entries(sent as Record<string, Json>).filter(([key]) => key !== field));
      const { outcome } = readResponse(schema, answered(rest), { ...where, method: "GET" });
      expect(outcome).toBeInstanceOf(HedgingError);
      expect((outcome as HedgingError).kind).toBe("bad-response");
    }
  });
});

describe("mutations: every 2xx answer reads as success", () => {
  it.each(mutations)("%s answered with any deviation of any field, its id included", (_name, schema, sent) => {
    fc.assert(
      fc.property(picks, fc.constantFrom(200, 201, 202, 204), (chosen, status) => {
        const deviated = deviate(sent, choicesFrom(chosen), []);
        const { outcome } = readResponse(schema, answered(deviated, status), where, true);
        expect(outcome).not.toBeInstanceOf(HedgingError);
        const { data } = outcome as { data: unknown };
        expectNothingInvented(data, deviated);
        // Only an answer whose id is unreadable may come back as null; then the page says "accepted".
        if (data !== null || (deviated as Record<string, unknown>).id === (sent as Record<string, unknown>).id)
          expectNothingLost(data, deviated, sent);
      }),
      { numRuns: 300, seed: 14 },
    );
  });

  it.each(mutations)("%s answered with a body that is no answer at all", (_name, schema) => {
    const bodies: HttpOutcome[] = [
      { status: 200, text: "", sunset: null },
      { status: 200, text: "OK", sunset: null },
      { status: 204, text: "", sunset: null },
      answered([]),
      answered("done"),
      answered({}),
    ];
    for (const answer of bodies) {
      const { outcome, drift } = readResponse(schema, answer, where, true);
      expect(outcome).not.toBeInstanceOf(HedgingError);
      expect(drift.length).toBeGreaterThan(0);
    }
  });
});
