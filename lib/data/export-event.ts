import "server-only";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import type { StaffUser } from "@/lib/auth/session";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import type { CsvEnd } from "./csv-download";

/** csvDownload's `onEnd` for an export: one csvExported row with the list, its filters and the rows sent. */
export function recordExport(user: StaffUser, request: Request, list: string, filters: object): (end: CsvEnd) => Promise<void> {
  const clientAddress = clientAddressFromHeaders(request.headers);
  return ({ rows, ending }) =>
    recordSecurityEvent({ kind: "csvExported", actor: user, clientAddress, detail: { list, filters, rows, ending } });
}
