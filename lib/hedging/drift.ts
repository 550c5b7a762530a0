import "server-only";
import type { z } from "zod";
import { driftRules, type DriftRule, type ShownType } from "@/lib/wire/drift-rules";

/** Where a body read by a tolerant schema differs from the interface document, so it is logged once rather than crashing a page. */

export type DriftKind =
  | "unknown-field"
  | "missing-field"
  | "unreadable-field"
  | "unreadable-body"
  | "unknown-value"
  | "alias-field"
  | "unexpected-null"
  | "non-v4-id"
  | "not-date"
  | "not-integer"
  // A list answer that contradicts its query: a filter not applied, or other paging (lib/hedging/list-check.ts).
  | "ignored-query";

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

export function describeDrift(drift: readonly Drift[]): string {
  return drift.map((entry) => `${entry.kind.replace(/-/g, " ")} at ${entry.at}`).join("; ");
}

export function findDrift(schema: z.core.$ZodType, body: unknown): Drift[] {
  const found = new Map<string, Drift>();
  const note: Note = (kind, at, example) => {
    const key = kind === "unknown-value" ? `${kind} ${at} ${example}` : `${kind} ${at}`;
    const seen = found.get(key);
    if (seen) seen.count += 1;
    else if (found.size < MAX_ENTRIES) found.set(key, { kind, at, example: example?.slice(0, 80), count: 1 });
  };
  walk(rootStep(schema), body, note);
  return [...found.values()];
}

/** A schema node's rule and children worked out once per process (zod's registry lookup cost more than the parse); children lazily, so recursion ends. */
class Step {
  readonly rule: DriftRule | undefined;
  readonly kind: "unwrap" | "pipe" | "array" | "object" | "leaf";
  readonly ignored: readonly string[];
  /** An object's fields that are not optional. */
  readonly expectedKeys: readonly string[];
  private readonly def: WalkableDef;
  private readonly fields = new Map<string, Step>();

  constructor(
    schema: z.core.$ZodType,
    readonly at: string,
    /** This step is a field of its object that is not optional. */
    readonly expected = false,
  ) {
    this.rule = driftRules.get(schema);
    this.def = schema._zod.def as WalkableDef;
    this.kind = kindOf(this.def);
    this.ignored = this.rule?.check === "object" ? (this.rule.ignored ?? []) : [];
    const shape = this.kind === "object" ? this.def.shape! : {};
    this.expectedKeys = Object.keys(shape).filter((key) => (shape[key]!._zod.def as WalkableDef).type !== "optional");
  }

  /** The one child of a wrapper, pipe or array, made on first use. */
  get inner(): Step {
    if (!this.#inner) {
      const def = this.def;
      if (this.kind === "array") this.#inner = new Step(def.element!, `${this.at}[]`);
      else this.#inner = new Step(this.kind === "unwrap" ? def.innerType! : def.in!, this.at);
    }
    return this.#inner;
  }
  #inner: Step | undefined;

  /** An object's field, made on first use; undefined for a key the schema does not have. */
  field(key: string): Step | undefined {
    const known = this.fields.get(key);
    if (known || !Object.hasOwn(this.def.shape!, key)) return known;
    const step = new Step(this.def.shape![key]!, `${this.at}.${key}`, this.expectedKeys.includes(key));
    this.fields.set(key, step);
    return step;
  }
}

function kindOf(def: WalkableDef): Step["kind"] {
  if (def.innerType) return "unwrap";
  if (def.type === "pipe" && def.in) return "pipe";
  if (def.type === "array" && def.element) return "array";
  return def.type === "object" && def.shape ? "object" : "leaf";
}

const roots = new WeakMap<z.core.$ZodType, Step>();

function rootStep(schema: z.core.$ZodType): Step {
  let step = roots.get(schema);
  if (!step) roots.set(schema, (step = new Step(schema, "$")));
  return step;
}

function walk(start: Step, value: unknown, note: Note): void {
  let step = start;
  // Down a field's wrappers (catch, nullable, pipe) in a loop, not a call each: most of the walk is leaf fields.
  for (;;) {
    if (step.rule) applyRule(step.rule, value, step.at, note);
    if (step.kind === "unwrap") {
      if (value === null || value === undefined) return;
    } else if (step.kind !== "pipe") break;
    step = step.inner;
  }
  if (step.kind === "array") {
    if (!Array.isArray(value)) return;
    for (const item of value) walk(step.inner, item, note);
  } else if (step.kind === "object") {
    if (!isRecord(value)) return;
    let expectedSeen = 0;
    // for…in over a parsed JSON object: its own keys, without an array made per object.
    for (const key in value) {
      const field = step.field(key);
      if (field) {
        if (field.expected) expectedSeen += 1;
        walk(field, value[key], note);
      } else if (!step.ignored.includes(key)) note("unknown-field", `${step.at}.${key}`);
    }
    // Each key at most once in an object, so all were there when as many were seen.
    if (expectedSeen < step.expectedKeys.length)
      for (const key of step.expectedKeys) if (!(key in value)) note("missing-field", `${step.at}.${key}`);
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
          note(
            "alias-field",
            `${at}.${alias}`,
            canonical in value ? `ignored, ${canonical} present` : `read as ${canonical}`,
          );
        } else if (!(canonical in value)) note("missing-field", `${at}.${canonical}`);
      }
      return;
    case "shown":
      // A missing field is noted by its object (walk); here, what is present but unreadable.
      if (value === null) {
        if (!rule.nullable) note("unexpected-null", at);
      } else if (value !== undefined && !hasType(value, rule.type)) note("unreadable-field", at, typeOf(value));
  }
}

function hasType(value: unknown, type: ShownType): boolean {
  if (type === "any") return true;
  if (type === "array") return Array.isArray(value);
  if (type === "object") return isRecord(value);
  return typeof value === type;
}

function typeOf(value: unknown): string {
  return Array.isArray(value) ? "array" : typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
