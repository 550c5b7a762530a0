import { z } from "zod";
import { readSnoozeUntil, SNOOZE_PROBLEMS } from "@/lib/domain/item-snooze";

// The work queue's forms, checked on the server. Each refusal is a code (it travels back in the address of a plain
// form post) with one sentence in ITEM_PROBLEMS; nothing typed is ever shown back from the address.

export const NOTE_MAX = 1000;
export const REASON_MAX = 500;
/** A bulk change touches at most this many items (a view's "all" included). */
export const BULK_MAX = 200;

export const ITEM_PROBLEMS = {
  ...SNOOZE_PROBLEMS,
  "note-empty": "Write the note first: an empty note is not kept.",
  "note-long": `Keep the note to ${NOTE_MAX} characters or fewer.`,
  "reason-empty": "Give a reason: the item's history keeps it.",
  "reason-long": `Keep the reason to ${REASON_MAX} characters or fewer.`,
  assignee: "Choose an enabled operator or admin: that account cannot take items.",
  resolved: "Nothing changed: this item was resolved while the page was open.",
  unchanged: "Nothing changed: it was already so.",
  "not-found": "Nothing changed: there is no such item.",
  "none-selected": "Select at least one item first.",
  "too-many": `Change at most ${BULK_MAX} items at once: narrow the view or the filters.`,
  forbidden: "Nothing changed: your role reads the work queue but may not change it.",
  failed: "Nothing changed: the change could not be saved just now. Try again.",
} as const;
export type ItemProblem = keyof typeof ITEM_PROBLEMS | "changed";

export const isItemProblem = (value: unknown): value is ItemProblem =>
  typeof value === "string" && (value === "changed" || Object.hasOwn(ITEM_PROBLEMS, value));

const itemIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = (max: number, empty: ItemProblem, long: ItemProblem) => z.string().trim().min(1, empty).max(max, long);

export const reasonSchema = text(REASON_MAX, "reason-empty", "reason-long");
export const noteTextSchema = text(NOTE_MAX, "note-empty", "note-long");

/** Read against the server's clock when it arrives: not past, not more than 90 days ahead. */
export const snoozeUntilSchema = z
  .string()
  .max(40, "snooze-unreadable")
  .transform((value, ctx) => {
    const read = readSnoozeUntil(value, new Date());
    if (read.ok) return read.until;
    ctx.addIssue({ code: "custom", message: read.problem });
    return z.NEVER;
  });

/** The item, and the version of it the person saw (their change applies only to that version). */
export const itemTargetSchema = z.object({ itemId: itemIdSchema, version: itemIdSchema }).strict();

export const itemChangeSchema = z.discriminatedUnion("change", [
  itemTargetSchema.extend({ change: z.literal("acknowledge") }),
  itemTargetSchema.extend({ change: z.literal("take") }),
  itemTargetSchema.extend({ change: z.literal("unassign") }),
  itemTargetSchema.extend({
    change: z.literal("assign"),
    assignee: z.string().trim().min(1, "assignee").max(100, "assignee"),
  }),
  itemTargetSchema.extend({ change: z.literal("snooze"), until: snoozeUntilSchema, reason: reasonSchema }),
  itemTargetSchema.extend({ change: z.literal("resolve"), reason: reasonSchema }),
  z.object({ itemId: itemIdSchema, change: z.literal("note"), text: noteTextSchema }).strict(),
]);
export type ItemChangeInput = z.infer<typeof itemChangeSchema>;

export const bulkChangeSchema = z.discriminatedUnion("change", [
  z.object({
    change: z.literal("acknowledge"),
    itemIds: z.array(itemIdSchema).min(1, "none-selected").max(BULK_MAX, "too-many"),
  }),
  z.object({
    change: z.literal("assign"),
    itemIds: z.array(itemIdSchema).min(1, "none-selected").max(BULK_MAX, "too-many"),
    assignee: z.string().trim().min(1, "assignee").max(100, "assignee"),
  }),
  z.object({
    change: z.literal("snooze"),
    itemIds: z.array(itemIdSchema).min(1, "none-selected").max(BULK_MAX, "too-many"),
    until: snoozeUntilSchema,
    reason: reasonSchema,
  }),
]);
export type BulkChangeInput = z.infer<typeof bulkChangeSchema>;
