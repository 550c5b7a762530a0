"use server";

import { redirect } from "next/navigation";
import { readBookCustomer } from "@/lib/book/customer";
import { addCustomerNote } from "@/lib/customers/notes";
import { getDb } from "@/lib/db";
import { toActionOutcome } from "@/lib/errors/action-error";
import { ActionRefusal } from "@/lib/errors/action-refusal";
import { CONTROL_CHARACTER_MESSAGE } from "@/lib/domain/control-characters";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";
import { customerNoteSchema } from "@/lib/schemas/customer-note";
import { customerIdSchema } from "@/lib/schemas/ids";
import { noteOutcomePath, type NoteRefusal } from "@/lib/search-params/customer-page";
import { operatorActionClient } from "./safe-action";

// Not exported (so not an endpoint of its own): the page's form reaches it through addCustomerNoteAction below.
const addNote = operatorActionClient
  .metadata({ actionName: "addCustomerNote" })
  .inputSchema(customerNoteSchema)
  .action(async ({ ctx, parsedInput }) => {
    const db = await getDb();
    if (!(await readBookCustomer(db, parsedInput.customerId)))
      throw new ActionRefusal(
        "not-found",
        "The book holds no customer with that id: a note needs a customer it knows.",
      );
    const note = await addCustomerNote(db, { ...parsedInput, actor: ctx.user, requestId: ctx.requestId });
    return { id: note.id };
  });

/**
 * Operators and admins add a note on the customer's page: a plain form post (it works before any JavaScript), bound
 * to the customer, that comes back to the page naming the note saved (read back from the database) or why it was not.
 */
export async function addCustomerNoteAction(target: unknown, form: unknown): Promise<void> {
  const id = customerIdSchema.safeParse((target as { customerId?: unknown } | null)?.customerId);
  if (!id.success) redirect(CUSTOMERS_PATH);
  const text = form instanceof FormData ? form.get("text") : null;
  const outcome = toActionOutcome(await addNote({ customerId: id.data, text: typeof text === "string" ? text : "" }));
  if (outcome.ok) redirect(noteOutcomePath(id.data, { saved: outcome.data.id }));
  const why: NoteRefusal =
    outcome.error.kind === "validation"
      ? noteProblem(outcome.error.fieldErrors?.text?.[0])
      : outcome.error.kind === "forbidden" || outcome.error.kind === "unauthenticated"
        ? "role"
        : outcome.error.kind === "not-found"
          ? "unknown"
          : "failed";
  redirect(noteOutcomePath(id.data, { refused: why }));
}

/** Which of the schema's rules the text broke, as the page names it. */
function noteProblem(message: string | undefined): NoteRefusal {
  if (message === CONTROL_CHARACTER_MESSAGE) return "control";
  return message?.startsWith("Keep") ? "long" : "empty";
}
