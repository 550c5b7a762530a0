import { z } from "zod";
import { driftRules, type ShownType } from "./drift-rules";

/**
 * Field types read tolerantly (shared/design.md: "tolerant in what you read"). Each accepts more
 * than the interface document allows and carries a drift rule that reports the difference.
 *
 * Two kinds of field (see README.md → "Essential and display-only fields"):
 * - essential: what identifies an answer or what the next action needs (an id, a proposal's
 *   `validUntilTs`); an answer without it cannot be used, so it fails the read;
 * - display-only (`shown`): everything else; missing, null or of another type reads as null,
 *   is shown as "—" and is reported as drift, never failing the answer.
 */

/** Any non-empty string: production sends ids that are not v4 UUIDs. */
export const id = z.string().min(1).register(driftRules, { check: "id" });

const dateText = z.string().register(driftRules, { check: "date" });

export const amount = z.number();
export const rate = z.number();
/** Unix seconds, a double. */
export const timestamp = z.number();
export const currency = z.string().min(1);

/** A display-only field: its value when readable, else null (reported as drift, never an error). */
export function shown<T extends z.ZodType>(schema: T, { nullable = false }: { nullable?: boolean } = {}) {
  const lenient: z.ZodType = schema.nullable().catch(null);
  return lenient.register(driftRules, { check: "shown", type: shownType(schema), nullable }) as unknown as z.ZodType<
    z.output<T> | null,
    unknown
  >;
}

function shownType(schema: z.ZodType): ShownType {
  const type = (schema._zod.def as { type: string }).type;
  return type === "number" || type === "string" || type === "array" || type === "object" ? type : "any";
}

/** A display-only Date the contract says is never null (production has sent null anyway). */
export const shownDate = shown(dateText);
/** A display-only Date the contract says may be null. */
export const shownNullableDate = shown(dateText, { nullable: true });

/** A closed list in the document that production treats as open: known values typed, others kept as strings. */
export type OpenEnum<Known extends string> = Known | (string & {});

export function openEnum<const Known extends readonly string[]>(known: Known) {
  return z.string().register(driftRules, { check: "enum", known: [...known] }) as unknown as z.ZodType<
    OpenEnum<Known[number]>,
    string
  >;
}

/** A number the contract means as a whole number (pagination); production sends 50.5, which is kept. */
export const count = z.number().register(driftRules, { check: "integer" });
