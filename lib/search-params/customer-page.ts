import { z } from "zod";
import { customerPath } from "@/lib/paths/app-paths";

// The customer page's address beyond its id and its page of activity (lib/customers/timeline-merge.ts): what came of
// a note or a refresh just posted. Fixed codes, each with a fixed message on the page: an address can never put words of its own there.

export const NOTE_REFUSALS = ["empty", "long", "control", "role", "unknown", "failed"] as const;
export type NoteRefusal = (typeof NOTE_REFUSALS)[number];

/** What came of "Refresh this customer now" (`refused`: the action refused it, for the role or a session gone). */
export const REFRESH_OUTCOMES = ["done", "joined", "running", "failed", "limited", "refused"] as const;
export type RefreshShown = (typeof REFRESH_OUTCOMES)[number];

const customerPageSchema = z.object({
  refresh: z.enum(REFRESH_OUTCOMES).optional().catch(undefined),
  note: z.coerce.number().int().positive().optional().catch(undefined),
  note_refused: z.enum(NOTE_REFUSALS).optional().catch(undefined),
});

export type CustomerPageParams = z.infer<typeof customerPageSchema>;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** What the page reads from its query; a value it cannot use is dropped, not guessed at. */
export function readCustomerPageParams(raw: Record<string, string | string[] | undefined>): CustomerPageParams {
  return customerPageSchema.parse({
    note: single(raw.note),
    note_refused: single(raw.note_refused),
    refresh: single(raw.refresh),
  });
}

/** Back to the page's notes, saying which note was saved, or why none was. */
export const noteOutcomePath = (customerId: string, outcome: { saved: number } | { refused: NoteRefusal }) =>
  `${customerPath(customerId)}?${new URLSearchParams("saved" in outcome ? { note: String(outcome.saved) } : { note_refused: outcome.refused })}#notes`;

/** Back to the page, saying what came of its refresh. */
export const refreshOutcomePath = (customerId: string, outcome: RefreshShown) =>
  `${customerPath(customerId)}?${new URLSearchParams({ refresh: outcome })}`;
