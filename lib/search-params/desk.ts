import { createLoader, createSerializer, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";
import type { ParamProblem } from "@/lib/domain/list-params";

/** The desk's filters, in the URL, read as the book page reads its own (lib/search-params/book.ts): a customer (its id, or part of its name) and a pair as EUR/USD. */
const deskParams = {
  customer: parseAsString,
  pair: parseAsString,
  /** What came of the desk's refresh (its action redirects back with it): a pass, or, under the schedule, reads queued; not a filter. */
  refresh: parseAsStringLiteral(["started", "queued", "busy", "failed"] as const),
};

export const loadDeskParams = createLoader(deskParams);
export const serializeDeskParams = createSerializer(deskParams);

const printable = z.string().refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTER_MESSAGE });

/** The desk's filters as "Refresh the book now" is bound to them, to come back to the same desk (as raw as the URL's). */
export const deskRefreshSchema = z
  .object({ customer: printable.max(200).nullable(), pair: printable.max(20).nullable() })
  .strict();

export type DeskFilters = {
  customer?: string;
  pair?: { from: string; to: string };
  /** Not from the address: the customers a name filter matches, as the desk resolved them (lib/desk/read-desk.ts). */
  customerIds?: string[];
};

const customerSchema = printable.trim().max(200, "Keep it to 200 characters or fewer.");
const pairSchema = printable
  .trim()
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}[/-][A-Z]{3}$/, "Enter a currency pair as two codes, like EUR/USD."));

export function readDeskParams(raw: Awaited<ReturnType<typeof loadDeskParams>>): {
  filters: DeskFilters;
  problems: ParamProblem[];
} {
  const filters: DeskFilters = {};
  const problems: ParamProblem[] = [];
  if (raw.customer) {
    const read = customerSchema.safeParse(raw.customer);
    if (!read.success)
      problems.push({ param: "customer", value: raw.customer, message: read.error.issues[0]!.message });
    else if (read.data) filters.customer = read.data;
  }
  if (raw.pair) {
    const read = pairSchema.safeParse(raw.pair);
    if (!read.success) problems.push({ param: "pair", value: raw.pair, message: read.error.issues[0]!.message });
    else filters.pair = { from: read.data.slice(0, 3), to: read.data.slice(4) };
  }
  return { filters, problems };
}

/** A pair as the desk and the book page write it in their addresses. */
export const pairParam = (from: string, to: string) => `${from}/${to}`;

/** Parsed filters back as an address writes them, for links that keep them (the desk, its figures page). */
export const deskLink = (filters: DeskFilters) => ({
  customer: filters.customer ?? null,
  pair: filters.pair ? pairParam(filters.pair.from, filters.pair.to) : null,
});
