import "server-only";
import { z } from "zod";

/**
 * A small drift detector. The schemas accept what production really sends; this walks the raw
 * body beside the schema and lists where it differs from the interface document, so the
 * difference is logged once instead of crashing a page or passing unseen.
 */

/** What to check at a schema node, beyond what zod validates. Attached with `.register(driftRules, rule)`. */
export type DriftRule =
  | { check: "id" } // any non-empty string is read; the contract says UUID v4
  | { check: "date" } // any string is read; the contract says YYYY-MM-DD
  | { check: "not-null" } // null is read; the contract says never null
  | { check: "enum"; known: string[] } // any string is read; these are the values we know
  | { check: "integer" } // any number is read; the contract means a whole number
  | { check: "object"; aliases?: Record<string, string>; ignored?: string[] };

export const driftRules = z.registry<DriftRule>();

export type DriftKind =
  | "unknown-field"
  | "unknown-value"
  | "alias-field"
  | "unexpected-null"
  | "non-v4-id"
  | "not-date"
  | "not-integer";

/** `at` is a JSON path with array indices folded (`$.dualHedges[].hedges[].status`), so repeats count once. */
export interface Drift {
  kind: DriftKind;
  at: string;
  /** The offending value (enums, ids, dates, numbers) or what happened (aliases); never an unknown field's value. */
  example?: string;
  count: number;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_ENTRIES = 50;

type Note = (kind: DriftKind, at: string, example?: string) => void;

interface WalkableDef {
  type: string;
  innerType?: z.core.$ZodType; // optional, nullable, default, readonly, catch
  in?: z.core.$ZodType; // pipe (object.refine().transform() puts the object here)
  element?: z.core.$ZodType; // array
  shape?: Record<string, z.core.$ZodType>; // object
}

export function findDrift(schema: z.core.$ZodType, body: unknown): Drift[] {
  const found = new Map<string, Drift>();
  const note: Note = (kind, at, example) => {
    // Distinct unknown enum values are each worth seeing; other kinds fold per path.
    const key = kind === "unknown-value" ? `${kind} ${at} ${example}` : `${kind} ${at}`;
    const seen = found.get(key);
    if (seen) seen.count += 1;
    else if (found.size < MAX_ENTRIES) found.set(key, { kind, at, example: example?.slice(0, 80), count: 1 });
  };
  walk(schema, body, "$", note);
  return [...found.values()];
}

function walk(schema: z.core.$ZodType, value: unknown, at: string, note: Note): void {
  const rule = driftRules.get(schema);
  if (rule) applyRule(rule, value, at, note);
  const def = schema._zod.def as WalkableDef;
  if (def.innerType) {
    if (value !== null && value !== undefined) walk(def.innerType, value, at, note);
  } else if (def.type === "pipe" && def.in) {
    walk(def.in, value, at, note);
  } else if (def.type === "array" && def.element && Array.isArray(value)) {
    for (const item of value) walk(def.element, item, `${at}[]`, note);
  } else if (def.type === "object" && def.shape && isRecord(value)) {
    const ignored = rule?.check === "object" ? (rule.ignored ?? []) : [];
    for (const [key, item] of Object.entries(value)) {
      const field = def.shape[key];
      if (field) walk(field, item, `${at}.${key}`, note);
      else if (!ignored.includes(key)) note("unknown-field", `${at}.${key}`);
    }
  }
}

function applyRule(rule: DriftRule, value: unknown, at: string, note: Note): void {
  switch (rule.check) {
    case "id":
      if (typeof value === "string" && !UUID_V4.test(value)) note("non-v4-id", at, value);
      return;
    case "date":
      if (typeof value === "string" && !DATE.test(value)) note("not-date", at, value);
      return;
    case "not-null":
      if (value === null) note("unexpected-null", at);
      return;
    case "enum":
      if (typeof value === "string" && !rule.known.includes(value)) note("unknown-value", at, value);
      return;
    case "integer":
      if (typeof value === "number" && !Number.isInteger(value)) note("not-integer", at, String(value));
      return;
    case "object":
      if (!isRecord(value)) return;
      for (const [alias, canonical] of Object.entries(rule.aliases ?? {})) {
        if (alias in value) {
          note("alias-field", `${at}.${alias}`, canonical in value ? `ignored, ${canonical} present` : `read as ${canonical}`);
        }
      }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
