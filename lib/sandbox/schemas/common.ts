import { z } from "@hono/zod-openapi";

/** The interface's common types and its Error bodies (docs/interface.md, "Conventions"). */

/** Textual 8-4-4-4-12 form of any version: what a path id must look like before it can be found. */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The interface's UUID: version digit 4, variant 8, 9, a or b. */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const UuidSchema = z.uuidv4().openapi({ format: "uuid", example: "8173b9a7-ee61-413e-b9e3-7c04b2a067c5" });
export const DateSchema = z.iso.date().openapi({ format: "date", example: "2026-11-21" });
export const TimestampSchema = z
  .number()
  .openapi({ format: "double", description: "Unix timestamp (seconds)", example: 1795000000 });
export const AmountSchema = z.number().openapi({ format: "double", example: 1560 });
export const CurrencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .openapi({ example: "USD" });

export const ErrorSchema = z
  .strictObject({
    message: z.string().openapi({ description: "short explanation of the error" }),
    reason: z.string().optional().openapi({ description: "detailed reason for the failure" }),
  })
  .openapi("Error");

export const IpErrorSchema = z
  .strictObject({ message: z.string() })
  .openapi("IpError", { description: "The X-Customer-IP header could not be parsed" });

export const PaginationSchema = z
  .strictObject({
    page: z.number().int(),
    perPage: z.number().int(),
    totalResults: z.number().int(),
  })
  .openapi("Pagination");

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/** Strict: digits only, in range, never clamped; a page's bound is the largest exact JSON integer, as it is echoed back. */
function queryInteger(name: string, min: number, max: number, fallback: number) {
  const bounded = max !== Number.MAX_SAFE_INTEGER;
  const rule = bounded ? `an integer from ${min} to ${max}` : `an integer >= ${min} (at most ${max})`;
  return z
    .string()
    .regex(/^\d+$/, `must be ${rule}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be ${rule}`).max(max, `must be ${rule}`))
    .default(fallback)
    .openapi({
      param: { name, in: "query" },
      type: "integer",
      minimum: min,
      ...(bounded ? { maximum: max } : {}),
      default: fallback,
    });
}

/** Query names of docs/interface.md, "List queries", kept here so correcting one is a one-line change. */
export const QUERY = {
  page: "page",
  perPage: "per_page",
  createdAt: "created_at",
  updatedAt: "updated_at",
  externalCustomerId: "external_customer_id",
} as const;

export const paginationQueryShape = {
  [QUERY.page]: queryInteger(QUERY.page, 1, Number.MAX_SAFE_INTEGER, DEFAULT_PAGE),
  [QUERY.perPage]: queryInteger(QUERY.perPage, 1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
};

// Year 0000 is well-formed ISO 8601 but no calendar date the database (or anyone) can store.
export const queryDate = (name: string, description: string) =>
  z.iso
    .date({ error: "must be a date YYYY-MM-DD" })
    .refine((value) => !value.startsWith("0000-"), "must be a date YYYY-MM-DD from year 0001 on")
    .optional()
    .openapi({ param: { name, in: "query" }, format: "date", description });

export function strictWithKnownKeys<T extends z.core.$ZodLooseShape>(shape: T, what: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? `unknown ${what}: ${issue.keys.join(", ")}` : undefined),
  });
}

export function pathId(name: string) {
  return z
    .string()
    .regex(UUID_PATTERN, `${name} must be a UUID`)
    .openapi({ param: { name, in: "path" }, format: "uuid" });
}
