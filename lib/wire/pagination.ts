import { z } from "zod";
import { count, shown } from "./fields";

const NO_PAGINATION = { page: null, perPage: null, totalResults: null };

/** A list without readable pagination still shows its rows. */
export const paginationSchema = shown(
  z.object({ page: shown(count), perPage: shown(count), totalResults: shown(count) }),
).transform((pagination) => pagination ?? NO_PAGINATION);

export type Pagination = z.output<typeof paginationSchema>;

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** A list read for the book: items without a usable id are left out and counted, never the whole page failed. */
export interface LenientPage<T> extends Page<T> {
  skipped: number;
}

export function lenientItems<T extends z.ZodType>(item: T) {
  return z.array(item.nullable().catch(null)).transform((items) => ({
    items: items.filter((entry): entry is NonNullable<z.output<T>> => entry !== null),
    skipped: items.filter((entry) => entry === null).length,
  }));
}
