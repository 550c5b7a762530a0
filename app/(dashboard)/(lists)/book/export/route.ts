import { getSession } from "@/lib/auth/session";
import { ENROLMENT_REQUIRED_MESSAGE } from "@/lib/auth/two-factor-rule";
import { BOOK_LEGS_CSV_HEADER, bookLegCsvRow } from "@/lib/book/legs-csv";
import { iterateBookLegs } from "@/lib/book/legs-rows";
import { csvDownload } from "@/lib/data/csv-download";
import { recordExport } from "@/lib/data/export-event";
import { openExport } from "@/lib/data/export-gate";
import { getDb } from "@/lib/db";
import { CSV_BOM, csvLine } from "@/lib/format/csv";
import { bookListUrl } from "@/lib/search-params/book";

export const dynamic = "force-dynamic";

const text = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Any signed-in role, as the book page: every leg matching the page's filters, read from the book only. */
export async function GET(request: Request): Promise<Response> {
  const session = await getSession();
  if (!session) return text(401, "Sign in first.");
  if (session.mustEnrolTwoFactor) return text(403, ENROLMENT_REQUIRED_MESSAGE);
  const read = bookListUrl.read(bookListUrl.load(new URL(request.url).searchParams));
  // Never the whole book in place of a filter the address got wrong.
  if (!read.ok) {
    const lines = read.problems.map((problem) => `${problem.param}=${problem.value}: ${problem.message}`);
    return text(400, `The export's address has values it cannot use:\n${lines.join("\n")}`);
  }
  const { filters } = read.query;
  const gate = openExport(request, session);
  if (!gate.ok) return gate.response;
  return csvDownload({
    head: CSV_BOM + csvLine(BOOK_LEGS_CSV_HEADER),
    batches: iterateBookLegs(await getDb(), filters),
    line: (row) => csvLine(bookLegCsvRow(row)),
    filename: `hedge-desk-book-${new Date().toISOString().slice(0, 10)}.csv`,
    log: { component: "book-export", userId: session.user.id },
    onEnd: recordExport(session.user, request, "book", filters),
    guard: gate.guard,
  });
}
