import { getSession } from "@/lib/auth/session";
import { ENROLMENT_REQUIRED_MESSAGE } from "@/lib/auth/two-factor-rule";
import { exportDualHedges, type DualHedgeFilters } from "@/lib/data/dual-hedge-reads";
import { csvDownload } from "@/lib/data/csv-download";
import { recordExport } from "@/lib/data/export-event";
import { openExport } from "@/lib/data/export-gate";
import { CSV_BOM, csvLine } from "@/lib/format/csv";
import { DUAL_HEDGE_CSV_HEADER, dualHedgeCsvRow } from "@/lib/format/dual-hedge-csv";
import { customerIdSchema } from "@/lib/schemas/ids";
import { dualHedgeListUrl, readDualHedgeFilters } from "@/lib/search-params/dual-hedge-list-url";

export const dynamic = "force-dynamic";

const text = (body: string, status: number) =>
  new Response(`${body}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** Any signed-in role: a viewer reads everything. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ customerId: string }> },
): Promise<Response> {
  const session = await getSession();
  if (!session) return text("Sign in first.", 401);
  if (session.mustEnrolTwoFactor) return text(ENROLMENT_REQUIRED_MESSAGE, 403);
  const id = customerIdSchema.safeParse((await params).customerId);
  if (!id.success) return text("No such customer.", 404);
  const read = readDualHedgeFilters(dualHedgeListUrl.load(new URL(request.url).searchParams));
  if (!read.ok) return text(read.problems.map((p) => `${p.param}=${p.value}: ${p.message}`).join("\n"), 400);

  const filters: DualHedgeFilters = { customerId: id.data };
  if (read.query.createdOn) filters.createdOn = read.query.createdOn;
  if (read.query.updatedOn) filters.updatedOn = read.query.updatedOn;

  const gate = openExport(request, session);
  if (!gate.ok) return gate.response;
  const pages = await exportDualHedges(filters).catch((error: unknown) => {
    gate.guard.release();
    throw error;
  });
  if (!pages.ok) {
    gate.guard.release();
    if (pages.error.kind === "not-found") return text("No such customer.", 404);
    const detail = [pages.error.message, pages.error.reason].filter(Boolean).join(" — ");
    return text(`The hedging service refused the export: ${detail} (reference ${pages.error.requestId})`, 502);
  }

  return csvDownload({
    head: CSV_BOM + csvLine(DUAL_HEDGE_CSV_HEADER),
    batches: pages.data,
    line: (dual) => csvLine(dualHedgeCsvRow(dual)),
    filename: `dual-hedges-${filters.customerId}-${new Date().toISOString().slice(0, 10)}.csv`,
    log: { component: "dual-hedge-export", customerId: filters.customerId, userId: session.user.id },
    onEnd: recordExport(session.user, request, "dual-hedges", filters),
    guard: gate.guard,
  });
}
