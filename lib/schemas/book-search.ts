import { z } from "zod";

export const SEARCH_TEXT_MAX = 200;

/** The header's search box: any id, or part of a customer's name (absent: an empty search). */
export const bookSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_TEXT_MAX, { message: `Keep the search to ${SEARCH_TEXT_MAX} characters or fewer.` })
    .default(""),
});
