import { z } from "zod";

/** Several lines of one message (as some frameworks send a validation error): read as one. */
const words = z.union([z.string(), z.array(z.string()).transform((lines) => lines.join("; "))]);

/** Loose: an error is no place to be strict (a 451 has only `message`; a gateway may send `reason: null`). */
export const errorBodySchema = z.looseObject({
  message: words.refine((message) => message.trim() !== ""),
  reason: words.nullish().transform((reason) => reason || undefined),
});
