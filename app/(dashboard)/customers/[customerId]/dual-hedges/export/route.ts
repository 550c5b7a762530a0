import { getSession } from "@/lib/auth/session";
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from "@/lib/domain/csv";
import { DUAL_HEDGE_CSV_HEADER, dualHedgeCsvRow } from "@/lib/domain/dual-hedge-csv";
import { hedging, isHedgingError } from "@/lib/hedging";
import { logger } from "@/lib/log/logger";
import { dualHedgePages, EXPORT_PAGE_SIZE, type DualHedgeExportFilters } from "@/lib/pages/dual-hedge-export";
import { customerIdSchema } from "@/lib/schemas/ids";
import { loadDualHedgeListParams, readDualHedgeFilters } from "@/lib/search-params/dual-hedges";

export const dynamic = "force-dynamic";

const text = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/**
 * The customer's dual hedges matching the list's filters, every page of them, as CSV: read from
 * the service 100 at a time and streamed line by line. Any signed-in role may export (a viewer
 * reads everything). The first page is read before answering, so a refusal keeps its status.
 */
export async function GET(request: Request, { params }: { params: Promise<{ customerId: string }> }): Promise<Response> {
  const session = await getSession();
  if (!session) return text("Sign in first.", 401);
  const id = customerIdSchema.safeParse((await params).customerId);
  if (!id.success) return text("No such customer.", 404);
  const read = readDualHedgeFilters(loadDualHedgeListParams(new URL(request.url).searchParams));
  if (!read.ok) return text(read.problems.map((p) => `${p.param}=${p.value}: ${p.message}`).join("\n"), 400);

  const filters: DualHedgeExportFilters = { customerId: id.data };
  if (read.query.createdOn) filters.createdOn = read.query.createdOn;
  if (read.query.updatedOn) filters.updatedOn = read.query.updatedOn;

  const client = hedging();
  let first;
  try {
    first = (await client.listDualHedges({ ...filters, page: 1, perPage: EXPORT_PAGE_SIZE })).data;
  } catch (error) {
    if (!isHedgingError(error)) throw error;
    if (error.kind === "not-found") return text("No such customer.", 404);
    const detail = [error.message, error.reason].filter(Boolean).join(" — ");
    return text(`The hedging service refused the export: ${detail} (reference ${error.requestId})`, 502);
  }

  const encoder = new TextEncoder();
  const pages = dualHedgePages(client, filters, first);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(DUAL_HEDGE_CSV_HEADER)));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((dual) => csvLine(dualHedgeCsvRow(dual))).join("")));
      } catch (error) {
        // Headers are gone: the download ends short, and the log says why.
        logger.error({ err: error, component: "dual-hedge-export", customerId: filters.customerId }, "dual hedge export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });

  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": CSV_CONTENT_TYPE,
      "content-disposition": `attachment; filename="dual-hedges-${filters.customerId}-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
