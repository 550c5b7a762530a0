import { randomUUID } from "node:crypto";
import { getSession } from "@/lib/auth/session";
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from "@/lib/domain/csv";
import { hedging, isHedgingError, type Conversion, type Page } from "@/lib/hedging";
import { logger } from "@/lib/log/logger";
import { PER_PAGE_MAX } from "@/lib/schemas/dual-hedges";
import { CONVERSION_CSV_HEADER, conversionCsvRow } from "./conversion-csv";

export const dynamic = "force-dynamic";

const log = logger.child({ component: "conversions-export" });
const text = (status: number, body: string) => new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * Every conversion of the organization as CSV: all pages, fetched from the hedging service 100 at
 * a time and streamed as they arrive. Any signed-in role (a viewer reads everything). The first
 * page is fetched before answering, so an upstream that is down gives a clear 502, not an empty
 * file; a failure later aborts the download (the browser shows it failed) and is logged.
 */
export async function GET(): Promise<Response> {
  const session = await getSession();
  if (!session) return text(401, "Sign in first.");

  const exportId = randomUUID();
  const fetchPage = async (page: number): Promise<Page<Conversion>> =>
    (await hedging().listConversions({ page, perPage: PER_PAGE_MAX, requestId: randomUUID() })).data;

  let first: Page<Conversion>;
  try {
    first = await fetchPage(1);
  } catch (error) {
    if (!isHedgingError(error)) throw error;
    log.warn({ err: error, exportId, userId: session.user.id }, "conversions export failed");
    return text(502, `The hedging service could not list the conversions: ${error.message}. Reference: ${error.requestId}`);
  }
  // The count at the start bounds the export: a conversion accepted meanwhile does not make it page forever.
  const total = first.pagination.totalResults;
  const pageCount = total === null ? Infinity : Math.ceil(total / PER_PAGE_MAX);
  let next = 2;

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(CONVERSION_CSV_HEADER) + first.items.map((c) => csvLine(conversionCsvRow(c))).join("")));
      if (first.items.length < PER_PAGE_MAX || pageCount <= 1) controller.close();
    },
    async pull(controller) {
      try {
        const { items } = await fetchPage(next);
        next += 1;
        if (items.length > 0) controller.enqueue(encoder.encode(items.map((c) => csvLine(conversionCsvRow(c))).join("")));
        if (items.length < PER_PAGE_MAX || next > pageCount) controller.close();
      } catch (error) {
        log.error({ err: error, exportId, page: next, userId: session.user.id }, "conversions export failed part-way");
        controller.error(error);
      }
    },
  });

  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": CSV_CONTENT_TYPE,
      "content-disposition": `attachment; filename="conversions-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
