import "server-only";
import type { DualHedgeListQuery } from "@/lib/search-params/dual-hedge-list-url";
import { EXPORT_PAGE_SIZE, readAllPages } from "./all-pages";
import { dualHedgeRead, dualHedgesRead } from "@/lib/book/write-through";
import { read, readFound } from "./read";

export interface DualHedgeFilters {
  customerId: string;
  createdOn?: string;
  updatedOn?: string;
}

/** Started before the customer's read and streamed under a skeleton: a 404 is shown in place, never thrown. */
export const listDualHedges = (customerId: string, query: DualHedgeListQuery) =>
  read((client) =>
    client
      .listDualHedges({ customerId, ...query, keepBody: true })
      .then((result) => dualHedgesRead(customerId, result)),
  );

export const getDualHedge = (target: { customerId: string; dualHedgeId: string }) =>
  readFound((client) =>
    client
      .getDualHedge({ ...target, keepBody: true })
      .then((result) => dualHedgeRead(target.customerId, result)),
  );

export const exportDualHedges = (filters: DualHedgeFilters) =>
  readAllPages((client, page) => client.listDualHedges({ ...filters, page, perPage: EXPORT_PAGE_SIZE }));
