import { describe, expect, it } from "vitest";
import {
  CancelDualHedgeResponseSchema,
  ConversionListSchema,
  ConversionSchema,
  CustomerListSchema,
  CustomerSchema,
  DrawdownProposalSchema,
  DrawdownSchema,
  DualHedgeListSchema,
  DualHedgeSchema,
  EarlySettlementProposalSchema,
  HedgeSchema,
  HedgeStateSnapshotSchema,
  SpotSchema,
} from "../schemas/resources";
import { PaginationSchema } from "../schemas/common";
import { ANSWER_TYPES, type AnswerType, LEG } from "./answer-types";
import { deviate, variantIndex } from "./choose";
import { SAMPLE_ANSWERS } from "./samples";
import { type Json, ownVariants, variantsOf, withEveryDateFilled } from "./variants";
import { toStoredId } from "./wire-ids";

// Written from docs/interface.md ("How production differs"), not read from answer-types.ts: what must never be touched.
const SCHEMAS = {
  customer: CustomerSchema,
  customerList: CustomerListSchema,
  dualHedge: DualHedgeSchema,
  dualHedgeList: DualHedgeListSchema,
  cancel: CancelDualHedgeResponseSchema,
  drawdownProposal: DrawdownProposalSchema,
  drawdown: DrawdownSchema,
  drawdownAccept: DrawdownSchema,
  earlySettlementProposal: EarlySettlementProposalSchema,
  earlySettlementAccept: HedgeSchema,
  conversion: ConversionSchema,
  conversionList: ConversionListSchema,
  spot: SpotSchema,
} as const;

const ESSENTIAL: Record<AnswerType, string[]> = {
  customer: ["id"],
  customerList: ["customers"],
  dualHedge: ["id"],
  dualHedgeList: ["dualHedges"],
  cancel: [],
  drawdownProposal: ["id", "validUntilTs"],
  drawdown: ["id"],
  drawdownAccept: [],
  earlySettlementProposal: ["id", "validUntilTs"],
  earlySettlementAccept: [],
  conversion: ["id"],
  conversionList: ["conversions"],
  spot: ["id"],
};
const LIST_ITEMS: Partial<Record<AnswerType, [string, AnswerType]>> = {
  customerList: ["customers", "customer"],
  dualHedgeList: ["dualHedges", "dualHedge"],
  conversionList: ["conversions", "conversion"],
};
const MUTATIONS: AnswerType[] = ["cancel", "drawdownAccept", "earlySettlementAccept"];
const SNAPSHOT_FIELDS = Object.keys(HedgeStateSnapshotSchema.shape);
const PAGINATION_FIELDS = Object.keys(PaginationSchema.shape);
const LEG_FIELDS = Object.keys(HedgeSchema.shape).filter((f) => f !== "id");

const answerTypes = Object.keys(SCHEMAS) as AnswerType[];

/** Every display-only field path of a sample body, as "a.b" (own, snapshot and pagination fields). */
function displayPaths(type: AnswerType): string[] {
  const own = Object.keys(SCHEMAS[type].shape).filter((f) => !ESSENTIAL[type].includes(f));
  const nested = own.flatMap((f) => {
    if (f === "beforeHedgeState" || f === "afterHedgeState") return SNAPSHOT_FIELDS.map((g) => `${f}.${g}`);
    if (f === "pagination") return PAGINATION_FIELDS.map((g) => `${f}.${g}`);
    return [];
  });
  return [...own, ...nested];
}

const at = (body: Json, path: string): unknown =>
  path.split(".").reduce<unknown>((o, key) => (o && typeof o === "object" ? (o as Json)[key] : undefined), body);
const has = (body: Json, path: string) => {
  const [head, ...rest] = path.split(".");
  const parent = rest.length ? at(body, head!) : body;
  return parent !== null && typeof parent === "object" && (rest.at(-1) ?? head!) in (parent as Json);
};

function expectEssentialsKept(type: AnswerType, original: Json, variant: Json, name: string) {
  for (const field of ESSENTIAL[type]) {
    expect(variant[field], `${type} ${name}: ${field}`).not.toBeUndefined();
    expect(variant[field], `${type} ${name}: ${field}`).not.toBeNull();
    if (typeof original[field] === "string") expect(toStoredId(variant[field] as string)).toBe(original[field]);
    else if (!Array.isArray(original[field])) expect(variant[field]).toBe(original[field]);
  }
  const items = LIST_ITEMS[type];
  if (items) {
    const [field, itemType] = items;
    const list = variant[field] as Json[];
    expect(list).toHaveLength((original[field] as Json[]).length);
    list.forEach((item, i) => expectEssentialsKept(itemType, (original[field] as Json[])[i]!, item, name));
  }
  if (type === "dualHedge" && Array.isArray(variant.hedges)) {
    for (const leg of variant.hedges as Json[]) expect(typeof leg.id, `${name}: leg id`).toBe("string");
  }
}

describe("the production profile's variants", () => {
  it.each(answerTypes)("%s: the samples are document-shaped", (type) => {
    expect(() => SCHEMAS[type].parse(SAMPLE_ANSWERS[type])).not.toThrow();
  });

  it.each(answerTypes)("%s: every display-only field is dropped in one variant and nulled in another", (type) => {
    const sample = SAMPLE_ANSWERS[type];
    const variants = variantsOf(type, sample);
    for (const path of displayPaths(type)) {
      const dropped = variants.find((v) => v.name === `${path}:drop`);
      const nulled = variants.find((v) => v.name === `${path}:null`);
      expect(dropped, `${type} ${path}:drop`).toBeDefined();
      expect(nulled, `${type} ${path}:null`).toBeDefined();
      expect(has(dropped!.body, path), `${type} ${path} dropped`).toBe(false);
      expect(has(nulled!.body, path) && at(nulled!.body, path) === null, `${type} ${path} nulled`).toBe(true);
    }
  });

  it("varies each leg of a dual hedge field by field, and offers one leg and `quote` for `rate`", () => {
    const sample = SAMPLE_ANSWERS.dualHedge;
    const byName = new Map(variantsOf("dualHedge", sample).map((v) => [v.name, v.body]));
    for (const index of [0, 1]) {
      for (const field of LEG_FIELDS) {
        for (const change of ["drop", "null"] as const) {
          const body = byName.get(`hedges[${index}].${field}:${change}`);
          expect(body, `hedges[${index}].${field}:${change}`).toBeDefined();
          const leg = (body!.hedges as Json[])[index]!;
          expect(change === "drop" ? !(field in leg) : leg[field] === null).toBe(true);
          expect((body!.hedges as Json[])[1 - index]).toEqual((sample.hedges as Json[])[1 - index]);
        }
      }
    }
    expect(byName.get("hedges:oneLeg")!.hedges).toEqual([(sample.hedges as Json[])[0]]);

    expect(byName.get("rate:namedQuote")).toMatchObject({ quote: sample.rate });
    expect(byName.get("rate:namedQuote")).not.toHaveProperty("rate");
    // Items of a list are varied the same way, legs inside them too.
    const listNames = variantsOf("dualHedgeList", SAMPLE_ANSWERS.dualHedgeList).map((v) => v.name);
    expect(listNames).toContain("dualHedges[0].hedges[1].status:null");
    expect(listNames).toContain("pagination.perPage:fractional");
  });

  it("fills every date of a leg, whatever its status (production's examples); deviate starts each leg from it", () => {
    const leg = (SAMPLE_ANSWERS.dualHedge.hedges as Json[])[0]!;
    const filled = withEveryDateFilled(LEG, leg);
    expect(filled.status).toBe(leg.status);
    for (const field of ["cancelledAt", "completedAt", "fundsReceivedAt", "overdueAt", "completedAtTs"])
      expect(filled[field], field).not.toBeNull();
    expect(withEveryDateFilled(ANSWER_TYPES.customer, SAMPLE_ANSWERS.customer)).toBe(SAMPLE_ANSWERS.customer);
  });

  it.each(answerTypes)("%s: no variant touches an essential field", (type) => {
    const sample = SAMPLE_ANSWERS[type];
    for (const { name, body } of variantsOf(type, sample)) expectEssentialsKept(type, sample, body, name);
  });

  it.each(answerTypes)("%s: extra fields, non-v4 ids (mapped back), and `{}` for a mutation", (type) => {
    const sample = SAMPLE_ANSWERS[type];
    const byName = new Map(variantsOf(type, sample).map((v) => [v.name, v.body]));
    expect(Object.keys(byName.get("extraFields")!).length).toBeGreaterThan(Object.keys(sample).length);
    const ids = JSON.stringify(byName.get("nonV4Ids")).match(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    )!;
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id[19], id).toMatch(/[0-3]/);
    expect(JSON.parse(toStoredId(JSON.stringify(byName.get("nonV4Ids"))))).toEqual(sample);
    expect(byName.get("emptyBody")).toEqual(MUTATIONS.includes(type) ? {} : undefined);
  });

  it.each(answerTypes)("%s: variants are deterministic, and the choice per key reaches every variant", (type) => {
    const sample = SAMPLE_ANSWERS[type];
    expect(variantsOf(type, sample)).toEqual(variantsOf(type, structuredClone(sample)));
    const spec = ANSWER_TYPES[type];
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) seen.add(variantIndex(spec, `key-${i}`));
    expect(seen.size).toBe(ownVariants(spec).length);
    expect(deviate(type, sample, "k-1")).toEqual(deviate(type, structuredClone(sample), "K-1"));
  });
});
