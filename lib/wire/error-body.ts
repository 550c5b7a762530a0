import { z } from "zod";

/** Spec 2.2; a 451 has only `message`. Extra fields are tolerated: an error is no place to be strict. */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  reason: z.string().optional(),
});
