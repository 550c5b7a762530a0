import { createLoader, createSerializer, parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { z } from "zod";

// The desk's work queue in its address: which view and page, beside the desk's own filters (lib/search-params/desk.ts),
// and what a bulk change came to (its action redirects back with it).

export const QUEUE_VIEW_PARAMS = ["all", "mine", "unassigned", "snoozed"] as const;

const queueParams = {
  customer: parseAsString,
  pair: parseAsString,
  view: parseAsStringLiteral(QUEUE_VIEW_PARAMS).withDefault("all"),
  qpage: parseAsInteger.withDefault(1),
  /** A bulk change's outcome: its kind, the history lines it wrote (the desk reads them), what it left alone. */
  bulk: parseAsStringLiteral(["acknowledge", "assign", "snooze"] as const),
  done: parseAsString,
  skipped: parseAsInteger,
  problem: parseAsString,
};

export const loadQueueParams = createLoader(queueParams);
export const serializeQueueParams = createSerializer(queueParams);

/** Where a bulk change comes back to: the desk as it was (filters, view, page), as raw as its address. */
export const queueBackSchema = z
  .object({
    customer: z.string().max(200).nullable(),
    pair: z.string().max(20).nullable(),
    view: z.enum(QUEUE_VIEW_PARAMS),
    qpage: z.number().int().min(1).max(100_000),
  })
  .strict();
export type QueueBack = z.infer<typeof queueBackSchema>;

/** The history line ids a bulk change wrote, as its address carries them ("12.13.14"); at most 200. */
export function readDone(done: string | null): number[] {
  if (!done || !/^\d{1,15}(\.\d{1,15}){0,199}$/.test(done)) return [];
  return done.split(".").map(Number);
}
