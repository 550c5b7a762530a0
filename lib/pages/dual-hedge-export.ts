import "server-only";
import type { DualHedge, HedgingClient, Page } from "@/lib/hedging";

/** The upstream's largest page: an export reads 100 at a time. */
export const EXPORT_PAGE_SIZE = 100;

export interface DualHedgeExportFilters {
  customerId: string;
  createdOn?: string;
  updatedOn?: string;
}

/**
 * Every page of the filtered list, in order, one upstream call at a time. The first page's
 * `totalResults` fixes how many pages are read (a dual hedge created during the export does not
 * make it run on); a short page ends it early, and is the only end when the total is missing.
 */
export async function* dualHedgePages(
  client: Pick<HedgingClient, "listDualHedges">,
  filters: DualHedgeExportFilters,
  first?: Page<DualHedge>,
): AsyncGenerator<DualHedge[]> {
  let page = first ?? (await client.listDualHedges({ ...filters, page: 1, perPage: EXPORT_PAGE_SIZE })).data;
  const total = page.pagination.totalResults;
  const pages = total === null ? Infinity : Math.ceil(total / EXPORT_PAGE_SIZE);
  for (let number = 1; ; number += 1) {
    if (page.items.length === 0) return;
    yield page.items;
    if (number >= pages || page.items.length < EXPORT_PAGE_SIZE) return;
    page = (await client.listDualHedges({ ...filters, page: number + 1, perPage: EXPORT_PAGE_SIZE })).data;
  }
}
