import { ANSWER_TYPES, type AnswerType, LEG, LEG_FLOW_FIELDS, type ObjectSpec } from "./answer-types";
import { hash32 } from "./hash";
import { type Json, ownVariants, withEveryDateFilled } from "./variants";
import { toStoredId, withWireIds } from "./wire-ids";

/** `hash32("<kind>:<key>")` picks the variant; the key identifies the object, list page or request, so a reload looks the same. */
export function variantIndex(spec: ObjectSpec, key: string): number {
  const count = ownVariants(spec).length;
  const h = hash32(`${spec.kind}:${key.toLowerCase()}`);
  if (h % 100 < spec.intactPercent) return 0;
  return 1 + (Math.floor(h / 100) % (count - 1));
}

export function variantName(spec: ObjectSpec, key: string): string {
  return ownVariants(spec)[variantIndex(spec, key)]!.name;
}

function chosenIndex(spec: ObjectSpec, body: Json, key: string): number {
  const index = variantIndex(spec, key);
  const { keep } = spec;
  if (!keep || body[keep.field] !== keep.equals) return index;
  const name = ownVariants(spec)[index]!.name;
  return keep.fields.some((field) => name.startsWith(`${field}:`)) ? 0 : index;
}

function deviateObject(spec: ObjectSpec, body: Json, key: string): Json {
  let out = body;
  const items = spec.items && body[spec.items.field];
  if (spec.items && Array.isArray(items)) {
    const itemSpec = spec.items.spec;
    const changed = items.map((item: Json) =>
      typeof item?.id === "string" ? deviateObject(itemSpec, item, item.id) : item,
    );
    out = { ...out, [spec.items.field]: changed };
  }
  return ownVariants(spec)[chosenIndex(spec, body, key)]!.apply(withEveryDateFilled(spec, out));
}

export function deviate(answerType: AnswerType, body: Json, key: string): Json {
  return withWireIds(deviateObject(ANSWER_TYPES[answerType], body, key)) as Json;
}

/** Usable by the drawdown and early-settlement flows: `Active` with every LEG_FLOW_FIELDS field (LEG.keep makes every shown Active leg one). */
export function isUsableLeg(leg: unknown): boolean {
  if (leg === null || typeof leg !== "object") return false;
  const fields = leg as Json;
  return (
    fields.status === "Active" &&
    LEG_FLOW_FIELDS.every((field) => fields[field] !== undefined && fields[field] !== null)
  );
}

export function isIntactLeg(legId: string): boolean {
  return variantIndex(LEG, toStoredId(legId)) === 0;
}
