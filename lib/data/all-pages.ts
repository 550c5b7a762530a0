import "server-only";
import { hedging, type HedgingClient, type Page } from "@/lib/hedging";
import { read, type PageRead } from "./read";

export const EXPORT_PAGE_SIZE = 100;

type ListPage<T> = (client: HedgingClient, page: number) => Promise<{ data: Page<T> }>;

/** Every page of a list for a download: the first read before answering (a refusal keeps its status), the rest as it pulls. */
export async function readAllPages<T>(list: ListPage<T>): Promise<PageRead<AsyncGenerator<T[]>>> {
  const first = await read((client) => list(client, 1));
  if (!first.ok) return first;
  return { ok: true, data: allPages(first.data, async (page) => (await list(hedging(), page)).data) };
}

/** The first page's total bounds the run (rows added meanwhile do not extend it); a short page ends it too. */
export async function* allPages<T>(first: Page<T>, fetchPage: (page: number) => Promise<Page<T>>): AsyncGenerator<T[]> {
  const total = first.pagination.totalResults;
  const pages = total === null ? Infinity : Math.ceil(total / EXPORT_PAGE_SIZE);
  let page = first;
  for (let number = 1; ; number += 1) {
    if (page.items.length === 0) return;
    yield page.items;
    if (number >= pages || page.items.length < EXPORT_PAGE_SIZE) return;
    page = await fetchPage(number + 1);
  }
}
