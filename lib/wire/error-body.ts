import { z } from "zod";

/** Loose: an error is no place to be strict (a 451 has only `message`). */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  reason: z.string().optional(),
});
