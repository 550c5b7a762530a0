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

/**
 * Whether the browser says the request came from another site (Fetch Metadata). An export writes the trail in the
 * person's name and may page the hedging service, so a link or form elsewhere must not start one; Hedge Desk's own
 * pages (`same-origin`) and an address typed or bookmarked (`none`) may. A client that sends no such header is no
 * browser a page elsewhere could drive (a script holding the person's cookie is the person).
 */
export function isCrossSite(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

const text = (status: number, body: string, extra: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...extra },
  });

/**
 * Before an export starts writing: refused when it came from another site or the person's or this instance's limits are
 * reached (each a plain sentence); else its guard, whose `release` the download calls when it ends (call it yourself
 * if the export stops before its download starts).
 */
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
