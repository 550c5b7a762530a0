import "server-only";
import { z } from "zod";
import { count } from "./fields";

export const paginationSchema = z.object({ page: count, perPage: count, totalResults: count });

export type Pagination = z.output<typeof paginationSchema>;

/** Every list the client returns, whatever the upstream called its array (`customers`, `dualHedges`, ...). */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}
