import { hasRole } from "@/lib/auth/roles";
import { getSession } from "@/lib/auth/session";
import { auditCsvHeader, auditCsvLine } from "@/lib/audit/csv";
import { iterateAuditEvents } from "@/lib/audit/query";
import { CSV_CONTENT_TYPE } from "@/lib/domain/csv";
import { loadAuditSearchParams, sanitiseAuditParams } from "@/lib/search-params/audit";
import { logger } from "@/lib/log/logger";

export const dynamic = "force-dynamic";

/**
 * The whole filtered trail as CSV, streamed batch by batch. Admins only: a bulk copy of staff
 * emails and customer IPs is a different thing from reading a page of it.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getSession();
  if (!session) return new Response("Sign in first.\n", { status: 401, headers: { "content-type": "text/plain" } });
  if (!hasRole(session.user.role, "admin")) {
    return new Response("Exporting the audit trail needs the admin role.\n", { status: 403, headers: { "content-type": "text/plain" } });
  }
  const { filters } = sanitiseAuditParams(loadAuditSearchParams(new URL(request.url).searchParams));
  const encoder = new TextEncoder();
  const batches = iterateAuditEvents(filters);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(auditCsvHeader()));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map(auditCsvLine).join("")));
      } catch (error) {
        logger.error({ err: error, component: "audit-export" }, "audit export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": CSV_CONTENT_TYPE,
      "content-disposition": `attachment; filename="hedge-desk-audit-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
