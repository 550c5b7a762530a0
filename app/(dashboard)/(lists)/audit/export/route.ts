import { hasRole } from "@/lib/auth/roles";
import { getSession } from "@/lib/auth/session";
import { ENROLMENT_REQUIRED_MESSAGE } from "@/lib/auth/two-factor-rule";
import { auditCsvHeader, auditCsvLine } from "@/lib/audit/csv";
import { iterateAuditEvents } from "@/lib/audit/query";
import { csvDownload } from "@/lib/data/csv-download";
import { recordExport } from "@/lib/data/export-event";
import { openExport } from "@/lib/data/export-gate";
import { auditListUrl } from "@/lib/search-params/audit";

export const dynamic = "force-dynamic";

/** Admins only: a bulk copy of staff emails and customer IPs is a different thing from reading a page of it. */
export async function GET(request: Request): Promise<Response> {
  const session = await getSession();
  if (!session) return new Response("Sign in first.\n", { status: 401, headers: { "content-type": "text/plain" } });
  if (session.mustEnrolTwoFactor)
    return new Response(`${ENROLMENT_REQUIRED_MESSAGE}\n`, { status: 403, headers: { "content-type": "text/plain" } });
  if (!hasRole(session.user.role, "admin")) {
    return new Response("Exporting the audit trail needs the admin role.\n", {
      status: 403,
      headers: { "content-type": "text/plain" },
    });
  }
  const read = auditListUrl.read(auditListUrl.load(new URL(request.url).searchParams));
  // Never the whole trail in place of a filter the address got wrong.
  if (!read.ok) {
    const lines = read.problems.map((problem) => `${problem.param}=${problem.value}: ${problem.message}`);
    return new Response(`The export's address has values it cannot use:\n${lines.join("\n")}\n`, {
      status: 400,
      headers: { "content-type": "text/plain" },
    });
  }
  const gate = openExport(request, session);
  if (!gate.ok) return gate.response;
  return csvDownload({
    head: auditCsvHeader(),
    batches: iterateAuditEvents(read.query.filters),
    line: auditCsvLine,
    filename: `hedge-desk-audit-${new Date().toISOString().slice(0, 10)}.csv`,
    log: { component: "audit-export", userId: session.user.id },
    onEnd: recordExport(session.user, request, "audit", read.query.filters),
    guard: gate.guard,
  });
}
