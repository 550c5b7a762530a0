import { ANSWER_TYPES, type AnswerType, type ObjectSpec } from "./answer-types";
import { nonV4Form, withWireIds } from "./wire-ids";

export type Json = Record<string, unknown>;

/** One way an object may deviate from the document. Index 0 of every list is "extraFields". */
export type Variant = { name: string; apply: (body: Json) => Json };

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function without(body: Json, field: string): Json {
  const { [field]: _dropped, ...rest } = body; // eslint-disable-line @typescript-eslint/no-unused-vars
  return rest;
}

function fieldVariants(
  prefix: string,
  fields: readonly string[],
  edit: (body: Json, change: (o: Json) => Json) => Json,
): Variant[] {
  return fields.flatMap((field) => [
    { name: `${prefix}${field}:drop`, apply: (body: Json) => edit(body, (o) => without(o, field)) },
    { name: `${prefix}${field}:null`, apply: (body: Json) => edit(body, (o) => ({ ...o, [field]: null })) },
  ]);
}

const cache = new Map<ObjectSpec, Variant[]>();

/** The variants of an object's own fields and of its nested single objects, not of its items. */
export function ownVariants(spec: ObjectSpec): Variant[] {
  const cached = cache.get(spec);
  if (cached) return cached;
  const list: Variant[] = [{ name: "extraFields", apply: (body) => ({ ...body, ...spec.extras }) }];
  list.push(...fieldVariants("", spec.display, (body, change) => change(body)));
  for (const [field, nested] of Object.entries(spec.nested ?? {})) {
    const inside = (body: Json, change: (o: Json) => Json) =>
      isObject(body[field]) ? { ...body, [field]: change(body[field]) } : body;
    list.push(...fieldVariants(`${field}.`, nested.display, inside));
    for (const f of nested.fractional ?? []) {
      list.push({
        name: `${field}.${f}:fractional`,
        apply: (body) => inside(body, (o) => (typeof o[f] === "number" ? { ...o, [f]: o[f] + 0.5 } : o)),
      });
    }
  }
  if (spec.dualHedge) {
    list.push({
      name: "hedges:oneLeg",
      apply: (body) => (Array.isArray(body.hedges) ? { ...body, hedges: body.hedges.slice(0, 1) } : body),
    });
    list.push({
      name: "rate:namedQuote",
      apply: (body) => ("rate" in body ? { ...without(body, "rate"), quote: body.rate } : body),
    });
  }
  if (spec.emptyBody) list.push({ name: "emptyBody", apply: () => ({}) });
  cache.set(spec, list);
  return list;
}

/** Production's examples fill every date of a leg, whatever its state: a base every leg gets, before its variant. */
export function withEveryDateFilled(spec: ObjectSpec, body: Json): Json {
  if (!spec.fillDates) return body;
  const filled: Json = { ...body };
  for (const field of spec.fillDates) filled[field] ??= body.updatedAt ?? body.issuedAt ?? null;
  filled.completedAtTs ??= body.acceptedAtTs ?? null;
  return filled;
}

export type NamedBody = { name: string; body: Json };

function allVariants(spec: ObjectSpec, body: Json): NamedBody[] {
  const out = ownVariants(spec).map((variant) => ({ name: variant.name, body: variant.apply(body) }));
  const items = spec.items && body[spec.items.field];
  if (spec.items && Array.isArray(items)) {
    const { field, spec: itemSpec } = spec.items;
    items.forEach((item, index) => {
      if (!isObject(item)) return;
      for (const variant of allVariants(itemSpec, item)) {
        const changed = items.map((other, i) => (i === index ? variant.body : other));
        out.push({ name: `${field}[${index}].${variant.name}`, body: { ...body, [field]: changed } });
      }
    });
  }
  return out;
}

/** Each variant changes one thing: a display-only field dropped or nulled, extras, fractional pagination, a one-leg dual hedge, `{}`, non-v4 ids. */
export function variantsOf(answerType: AnswerType, body: Json): NamedBody[] {
  const all = allVariants(ANSWER_TYPES[answerType], body);
  all.push({ name: "nonV4Ids", body: withWireIds(body, nonV4Form) as Json });
  return all;
}
