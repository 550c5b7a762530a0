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
