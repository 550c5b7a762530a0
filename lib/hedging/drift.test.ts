import "server-only";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { driftRules, type DriftRule } from "@/lib/wire/drift-rules";
import { findDrift, type Drift, type DriftKind } from "./drift";
import {
  cancelDualHedgeResultSchema,
  conversionPageSchema,
  conversionSchema,
  customerPageSchema,
  drawdownProposalSchema,
  drawdownSchema,
  dualHedgePageSchema,
  earlySettlementProposalSchema,
  hedgeSchema,
} from "@/lib/wire";
import * as body from "./testing/bodies";
import { PRODUCTION_EXAMPLES } from "./testing/production-examples";

/**
 * findDrift walks a plan it works out once per schema (drift.ts, for speed). Its verdicts must be
 * those of the plain walk it replaced, which asks the registry and the schema at every node: that
 * walk is kept here as the reference, and both run on the same bodies, mutated at random.
 */

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
};
type Note = (kind: DriftKind, at: string, example?: string) => void;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function referenceDrift(schema: z.core.$ZodType, value: unknown): Drift[] {
  const found = new Map<string, Drift>();
  const note: Note = (kind, at, example) => {
    const key = kind === "unknown-value" ? `${kind} ${at} ${example}` : `${kind} ${at}`;
    const seen = found.get(key);
    if (seen) seen.count += 1;
    else if (found.size < 50) found.set(key, { kind, at, example: example?.slice(0, 80), count: 1 });
  };
  const rule = (r: DriftRule, v: unknown, at: string) => {
    if (r.check === "id" && typeof v === "string" && !UUID_V4.test(v)) note("non-v4-id", at, v);
    if (r.check === "date" && typeof v === "string" && !/^\d{4}-\d{2}-\d{2}$/.test(v)) note("not-date", at, v);
    if (r.check === "shown" && v === null && !r.nullable) note("unexpected-null", at);
    if (r.check === "shown" && v !== null && v !== undefined) {
      const ok =
        r.type === "any" ||
        (r.type === "array" ? Array.isArray(v) : r.type === "object" ? isRecord(v) : typeof v === r.type);
      if (!ok) note("unreadable-field", at, Array.isArray(v) ? "array" : typeof v);
    }
    if (r.check === "enum" && typeof v === "string" && !r.known.includes(v)) note("unknown-value", at, v);
    if (r.check === "integer" && typeof v === "number" && !Number.isInteger(v)) note("not-integer", at, String(v));
    if (r.check === "object" && isRecord(v)) {
      for (const [alias, canonical] of Object.entries(r.aliases ?? {})) {
        if (alias in v)
          note(
            "alias-field",
            `${at}.${alias}`,
            canonical in v ? `ignored, ${canonical} present` : `read as ${canonical}`,
          );
        else if (!(canonical in v)) note("missing-field", `${at}.${canonical}`);
      }
    }
  };
  const walk = (s: z.core.$ZodType, v: unknown, at: string): void => {
    const r = driftRules.get(s);
    if (r) rule(r, v, at);
    const def = s._zod.def as Def;
    if (def.innerType) {
      if (v !== null && v !== undefined) walk(def.innerType, v, at);
    } else if (def.type === "pipe" && def.in) walk(def.in, v, at);
    else if (def.type === "array" && def.element && Array.isArray(v))
      for (const item of v) walk(def.element, item, `${at}[]`);
    else if (def.type === "object" && def.shape && isRecord(v)) {
      const ignored = r?.check === "object" ? (r.ignored ?? []) : [];
      for (const [key, item] of Object.entries(v)) {
        if (def.shape[key]) walk(def.shape[key], item, `${at}.${key}`);
        else if (!ignored.includes(key)) note("unknown-field", `${at}.${key}`);
      }
      for (const [key, field] of Object.entries(def.shape)) {
        if (!(key in v) && (field._zod.def as Def).type !== "optional") note("missing-field", `${at}.${key}`);
      }
    }
  };
  walk(schema, value, "$");
  return [...found.values()];
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const ODD_VALUES: unknown[] = [
  null,
  undefined,
  "x",
  "2026-11-02T00:00:00Z",
  "not-a-uuid",
  "Pending",
  "",
  50.5,
  7,
  -1,
  true,
  {},
  [],
  { extra: 1 },
];

/** A deep copy with some values replaced, some fields removed and some unknown fields or aliases added. */
function mutate(value: unknown, next: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => mutate(item, next));
  if (isRecord(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const roll = next();
      if (roll < 0.04) continue;
      copy[key] = roll < 0.12 ? ODD_VALUES[Math.floor(next() * ODD_VALUES.length)] : mutate(item, next);
    }
    if (next() < 0.1) copy[`extra${Math.floor(next() * 3)}`] = "surprise";
    if (next() < 0.1) copy.quote = 20.6;
    return copy;
  }
  return value;
}

const page = (items: unknown[]) => ({ dualHedges: items, pagination: { page: 1, perPage: 100, totalResults: 101940 } });
const hundredRows = page(Array.from({ length: 100 }, () => body.dualHedge()));
const readExample = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;

const cases: Array<[string, z.core.$ZodType, unknown]> = [
  ["production list of dual hedges", dualHedgePageSchema, readExample(PRODUCTION_EXAMPLES.listDualHedges)],
  ["production list of customers", customerPageSchema, readExample(PRODUCTION_EXAMPLES.listCustomers)],
  ["production cancel result", cancelDualHedgeResultSchema, readExample(PRODUCTION_EXAMPLES.cancelDualHedge)],
  ["a page of 100 dual hedges", dualHedgePageSchema, hundredRows],
  ["a leg", hedgeSchema, body.hedge()],
  ["a drawdown proposal", drawdownProposalSchema, body.drawdownProposal],
  ["a drawdown", drawdownSchema, body.drawdown],
  ["an early-settlement proposal", earlySettlementProposalSchema, body.earlySettlementProposal],
  ["a conversion", conversionSchema, body.conversion],
  [
    "a page of conversions",
    conversionPageSchema,
    { conversions: [body.conversion, body.conversion], pagination: body.pagination },
  ],
];

describe("findDrift gives the verdicts of the plain walk", () => {
  it.each(cases)("%s, as received and in 300 random mutations", (_name, schema, received) => {
    expect(findDrift(schema, received)).toStrictEqual(referenceDrift(schema, received));
    const next = random(42);
    for (let i = 0; i < 300; i++) {
      const mutated = mutate(received, next);
      expect(findDrift(schema, mutated)).toStrictEqual(referenceDrift(schema, mutated));
    }
  });

  it("finds drift in the mutations (the comparison above is not between two empty lists)", () => {
    const next = random(7);
    const kinds = new Set<string>();
    for (const [, schema, received] of cases) {
      for (let i = 0; i < 100; i++)
        for (const drift of findDrift(schema, mutate(received, next))) kinds.add(drift.kind);
    }
    expect([...kinds].sort()).toEqual([
      "alias-field",
      "missing-field",
      "non-v4-id",
      "not-date",
      "not-integer",
      "unexpected-null",
      "unknown-field",
      "unknown-value",
      "unreadable-field",
    ]);
  });

  it("reports a field named like an Object method as unknown, instead of walking into the method", () => {
    const received = JSON.parse(
      `{"id":"${body.ID.dualHedge}","transactionId":"${body.ID.transaction}","hedgeIds":[],"constructor":1,"__proto__":2}`,
    );
    expect(findDrift(cancelDualHedgeResultSchema, received)).toStrictEqual([
      { kind: "unknown-field", at: "$.constructor", example: undefined, count: 1 },
      { kind: "unknown-field", at: "$.__proto__", example: undefined, count: 1 },
    ]);
  });
});
