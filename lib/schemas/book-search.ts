import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";

export const SEARCH_TEXT_MAX = 200;

/** The header's search box: any id, or part of a customer's name (absent: an empty search). */
export const bookSearchSchema = z.object({
  q: z
    .string()
    .refine((text) => !hasControlCharacter(text), { message: `The search: ${CONTROL_CHARACTER_MESSAGE}` })
    .trim()
    .max(SEARCH_TEXT_MAX, { message: `Keep the search to ${SEARCH_TEXT_MAX} characters or fewer.` })
    .default(""),
});
