import { z } from "zod";
import { count, shown } from "./fields";

const NO_PAGINATION = { page: null, perPage: null, totalResults: null };

/** Display-only: a list without readable pagination still shows its rows (every number null). */
export const paginationSchema = shown(
  z.object({ page: shown(count), perPage: shown(count), totalResults: shown(count) }),
).transform((pagination) => pagination ?? NO_PAGINATION);

export type Pagination = z.output<typeof paginationSchema>;

/** Every list the client returns, whatever the upstream called its array (`customers`, `dualHedges`, ...). */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}
