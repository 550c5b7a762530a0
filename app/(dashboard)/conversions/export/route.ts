import { getSession } from "@/lib/auth/session";
import { ENROLMENT_REQUIRED_MESSAGE } from "@/lib/auth/two-factor-rule";
import { exportConversions } from "@/lib/data/conversions";
import { csvDownload } from "@/lib/data/csv-download";
import { recordExport } from "@/lib/data/export-event";
import { openExport } from "@/lib/data/export-gate";
import { CSV_BOM, csvLine } from "@/lib/format/csv";
import { logger } from "@/lib/log/logger";
import { CONVERSION_CSV_HEADER, conversionCsvRow } from "./conversion-csv";

export const dynamic = "force-dynamic";

const log = logger.child({ component: "conversions-export" });
const text = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Any signed-in role: a viewer reads everything. */
export async function GET(request: Request): Promise<Response> {
  const session = await getSession();
  if (!session) return text(401, "Sign in first.");
  if (session.mustEnrolTwoFactor) return text(403, ENROLMENT_REQUIRED_MESSAGE);

  const gate = openExport(request, session);
  if (!gate.ok) return gate.response;
  const pages = await exportConversions().catch((error: unknown) => {
    gate.guard.release();
    throw error;
  });
  if (!pages.ok) {
    gate.guard.release();
    log.warn({ error: pages.error, userId: session.user.id }, "conversions export failed");
    return text(
      502,
      `The hedging service could not list the conversions: ${pages.error.message} Reference: ${pages.error.requestId}`,
    );
  }

  return csvDownload({
    head: CSV_BOM + csvLine(CONVERSION_CSV_HEADER),
    batches: pages.data,
    line: (conversion) => csvLine(conversionCsvRow(conversion)),
    filename: `conversions-${new Date().toISOString().slice(0, 10)}.csv`,
    log: { component: "conversions-export", userId: session.user.id },
    onEnd: recordExport(session.user, request, "conversions", {}),
    guard: gate.guard,
  });
}
