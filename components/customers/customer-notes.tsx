import { buttonClass, fieldClass, labelClass } from "@/components/ui/styles";
import { addCustomerNoteAction } from "@/lib/actions/customer-notes";
import type { CustomerNote } from "@/lib/customers/notes";
import { clockText } from "@/lib/format/freshness-text";
import { CUSTOMER_NOTE_MAX_LENGTH } from "@/lib/schemas/customer-note";
import type { NoteRefusal } from "@/lib/search-params/customer-page";

const REFUSED: Record<NoteRefusal, string> = {
  empty: "The note was not saved: it was empty. Write the note, then add it.",
  long: `The note was not saved: it was longer than ${CUSTOMER_NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  control:
    "The note was not saved: it held a control character (such as a NUL byte), which Hedge Desk does not accept.",
  role: "The note was not saved: only operators and admins add notes (or your session has ended: sign in again).",
  unknown: "The note was not saved: the book holds no customer with this id.",
  failed: "The note was not saved: something went wrong on our side. Try again.",
};

/**
 * Staff's notes on the customer, newest first, each with who and when, kept as written (markup shows as text). The
 * form is a plain post to a server action (it works before any JavaScript); the page it comes back to names the note
 * saved, read back from the database, or says why none was.
 */
export function CustomerNotes({
  customerId,
  notes,
  total,
  saved,
  refused,
  canWrite,
}: {
  customerId: string;
  notes: CustomerNote[];
  total: number;
  /** The note just saved, read back; null when none was or it is not this customer's. */
  saved: CustomerNote | null;
  refused: NoteRefusal | null;
  canWrite: boolean;
}) {
  const now = new Date();
  return (
    <section id="notes" aria-labelledby="notes-heading" className="mt-10 scroll-mt-4">
      <h2 id="notes-heading" className="text-xl font-semibold tracking-tight">
        Notes
      </h2>
      <p role="status" className="mt-2 text-sm" data-testid="note-outcome">
        {saved ? (
          <span className="block rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900">
            Your note of {clockText(saved.createdAt, now)} is saved: “{saved.text}”
          </span>
        ) : refused ? (
          <span className="block rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
            {REFUSED[refused]}
          </span>
        ) : null}
      </p>
      {canWrite ? (
        <form action={addCustomerNoteAction.bind(null, { customerId })} className="mt-3 max-w-3xl space-y-2">
          <label htmlFor="note-text" className={labelClass}>
            New note
          </label>
          <textarea
            id="note-text"
            name="text"
            rows={3}
            required
            maxLength={CUSTOMER_NOTE_MAX_LENGTH}
            aria-describedby="note-text-hint"
            className={fieldClass}
          />
          <p id="note-text-hint" className="text-xs text-slate-600">
            Up to {CUSTOMER_NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters. Notes are kept as written: one cannot
            be changed or removed later, so add a new note to correct one.
          </p>
          <button type="submit" className={buttonClass.primary}>
            Add note
          </button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Operators and admins add notes; you can read them here.</p>
      )}
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          No note yet.{" "}
          {canWrite
            ? "Write what the customer asked or agreed, for the next person who takes their call."
            : "An operator or admin can add one."}
        </p>
      ) : (
        <>
          <ol className="mt-4 max-w-3xl space-y-3" data-testid="customer-notes">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
                <p className="text-xs text-slate-600">
                  {note.staffEmail} ·{" "}
                  <time dateTime={note.createdAt.toISOString()}>{clockText(note.createdAt, now)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
              </li>
            ))}
          </ol>
          {total > notes.length && (
            <p className="mt-2 text-sm text-slate-600">
              Showing the newest {notes.length} of {total} notes.
            </p>
          )}
        </>
      )}
    </section>
  );
}
