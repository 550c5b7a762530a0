import { z } from "zod";
import { driftRules, type ShownType } from "./drift-rules";

// Tolerant fields (docs/interface.md, "What Hedge Desk relies on"): essential ones fail a read; display-only (`shown`) read as null and report drift.

/** Any non-empty string: production sends ids that are not v4 UUIDs. */
export const id = z.string().min(1).register(driftRules, { check: "id" });

const dateText = z.string().register(driftRules, { check: "date" });

export const amount = z.number();
export const rate = z.number();
export const timestamp = z.number();
export const currency = z.string().min(1);

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

/** A date whose null means something (a conversion not completed yet): absent or unreadable reads as undefined, never as that null. */
export const shownMeaningfulNullDate = (dateText.nullable().optional().catch(undefined) as z.ZodType).register(
  driftRules,
  {
    check: "shown",
    type: "string",
    nullable: true,
  },
) as unknown as z.ZodType<string | null | undefined, unknown>;

/** Production has sent null for dates the contract says are never null. */
export const shownDate = shown(dateText);
export const shownNullableDate = shown(dateText, { nullable: true });

/** Production treats the document's closed lists as open: unknown values are kept as strings. */
export type OpenEnum<Known extends string> = Known | (string & {});

export function openEnum<const Known extends readonly string[]>(known: Known) {
  return z.string().register(driftRules, { check: "enum", known: [...known] }) as unknown as z.ZodType<
    OpenEnum<Known[number]>,
    string
  >;
}

/** Production sends 50.5 for a count; it is kept. */
export const count = z.number().register(driftRules, { check: "integer" });
