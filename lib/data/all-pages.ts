import "server-only";
import { servicePacer } from "@/lib/book/config";
import { hedging, type CheckedPage, type HedgingClient } from "@/lib/hedging";
import { reportedCount } from "@/lib/hedging/list-check";
import { read, type PageRead } from "./read";

export const EXPORT_PAGE_SIZE = 100;

type ListPage<T> = (client: HedgingClient, page: number) => Promise<{ data: CheckedPage<T> }>;

/** Every page for a download, at the sync's shared pace: the first before answering (a refusal keeps its status). */
export async function readAllPages<T extends { id: string }>(list: ListPage<T>): Promise<PageRead<AsyncGenerator<T[]>>> {
  const paced = (client: HedgingClient, page: number) => servicePacer().run(() => list(client, page));
  const first = await read((client) => paced(client, 1));
  if (!first.ok) return first;
  return { ok: true, data: allPages(first.data, async (page) => (await paced(hedging(), page)).data) };
}

/** The service paged the list otherwise than asked, in a way that would repeat or skip rows: the download stops short. */
export class ExportPagingError extends Error {
  override readonly name = "ExportPagingError";
}

/** Every matching row once, bounded by the first page's total; a page not the one asked, or a repeat, fails the run. */
export async function* allPages<T extends { id: string }>(
  first: CheckedPage<T>,
  fetchPage: (page: number) => Promise<CheckedPage<T>>,
): AsyncGenerator<T[]> {
  const total = first.pagination.totalResults;
  const size = reportedCount(first.pagination.perPage) ?? EXPORT_PAGE_SIZE;
  const pages = total === null ? Infinity : Math.ceil(total / size);
  const seen = new Set<string>();
  let page = first;
  for (let number = 1; ; number += 1) {
    const answered = reportedCount(page.pagination.page);
    if (answered !== null && answered !== number) {
      throw new ExportPagingError(`asked for page ${number}, the hedging service answered page ${answered}`);
    }
    for (const id of page.check.sentIds) {
      if (seen.has(id)) throw new ExportPagingError(`page ${number} repeats a row of an earlier page (${id})`);
      seen.add(id);
    }
    if (page.check.rowsSent === 0) return;
    if (page.items.length > 0) yield page.items;
    if (number >= pages || page.check.rowsSent < size) return;
    page = await fetchPage(number + 1);
  }
}
