import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";
import { customerIdSchema } from "./ids";

/** The longest note, in characters (the form says so; the database holds to it too, migration 0023). */
export const CUSTOMER_NOTE_MAX_LENGTH = 2000;

/** A note as staff write it: kept as typed (markup included, shown as text), trimmed of surrounding blanks. */
export const customerNoteSchema = z
  .object({
    customerId: customerIdSchema,
    text: z
      .string({ message: "Write the note first." })
      .trim()
      .min(1, "Write the note first.")
      .max(CUSTOMER_NOTE_MAX_LENGTH, `Keep the note to ${CUSTOMER_NOTE_MAX_LENGTH} characters or fewer.`)
      .refine((text) => !hasControlCharacter(text, { multiLine: true }), CONTROL_CHARACTER_MESSAGE),
  })
  .strict();

export type CustomerNoteInput = z.infer<typeof customerNoteSchema>;
