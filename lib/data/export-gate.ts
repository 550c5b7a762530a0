import "server-only";
import { sessionStillLive } from "@/lib/auth/session-live";
import type { StaffSession } from "@/lib/auth/session";
import type { CsvGuard } from "./csv-download";
import { ExportLimiter } from "./export-limits";

// One per process (the module can be loaded twice in one Next process, so it lives on globalThis).
const globalForExports = globalThis as unknown as { hedgeDeskExportLimiter?: ExportLimiter };
export const exportLimiter = () => (globalForExports.hedgeDeskExportLimiter ??= new ExportLimiter());

export const CROSS_SITE_EXPORT_MESSAGE =
  "This export was started from another site, so Hedge Desk refused it: open the list in Hedge Desk and export from there.";

/** Fetch Metadata: a link elsewhere must not export in the person's name; no header is no browser another site drives. */
export function isCrossSite(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

const text = (status: number, body: string, extra: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra },
  });

/** A refusal in a sentence, or the export's guard (release it yourself if the export stops before its download). */
export function openExport(
  request: Request,
  session: StaffSession,
): { ok: true; guard: CsvGuard } | { ok: false; response: Response } {
  if (isCrossSite(request.headers)) return { ok: false, response: text(403, CROSS_SITE_EXPORT_MESSAGE) };
  const start = exportLimiter().start(session.user.id);
  if (!start.ok)
    return { ok: false, response: text(429, start.message, { "retry-after": String(start.retryAfterSeconds) }) };
  return { ok: true, guard: { stillAllowed: () => sessionStillLive(session.sessionId), release: start.release } };
}
