import "server-only";
import { z } from "zod";
import { driftRules } from "../drift";

/**
 * Field types read tolerantly (shared/design.md: "tolerant in what you read"). Each accepts more
 * than the interface document allows and carries a drift rule that reports the difference.
 */

/** Any non-empty string: production sends ids that are not v4 UUIDs. */
export const id = z.string().min(1).register(driftRules, { check: "id" });

const dateText = z.string().register(driftRules, { check: "date" });

/** A Date the contract says is never null. Production has sent null anyway, so null is read (and reported). */
export const date = dateText.nullable().register(driftRules, { check: "not-null" });

/** A Date the contract says may be null. Absent is read as null as well: the field has no value either way. */
export const nullableDate = orNull(dateText);

export const amount = z.number();
export const rate = z.number();
/** Unix seconds, a double. */
export const timestamp = z.number();
export const currency = z.string().min(1);

/** A closed list in the document that production treats as open: known values typed, others kept as strings. */
export type OpenEnum<Known extends string> = Known | (string & {});

export function openEnum<const Known extends readonly string[]>(known: Known) {
  return z.string().register(driftRules, { check: "enum", known: [...known] }) as unknown as z.ZodType<
    OpenEnum<Known[number]>,
    string
  >;
}

/** Nullable in the contract; absent is read as null, never as an invented value. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | null => value ?? null);
}

/** A number the contract means as a whole number (pagination); production sends 50.5, which is kept. */
export const count = z.number().register(driftRules, { check: "integer" });
