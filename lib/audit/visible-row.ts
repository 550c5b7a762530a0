import type { AuditRow } from "./query";

// Customer IPs, browser addresses and text typed into a failed sign-in are for admins, as the export is.

/** The id a failed sign-in naming no account is filed under (lib/auth/sign-in-events.ts). */
const UNKNOWN_ACCOUNT_ID = "unknown";
/** As much of a failed sign-in's typed text as an admin sees: enough to recognise a colleague's typo. */
export const TYPED_TEXT_SHOWN = 40;

export type VisibleAuditRow = AuditRow & {
  /** A failed sign-in naming no account: what was typed there (people type passwords there), admins only and cut short. */
  typedSignIn: { text: string | null } | null;
  /** The row has a customer IP this reader may not see (the browser's address is left out without a word). */
  customerIpHidden: boolean;
};

export function visibleAuditRow(row: AuditRow, { admin }: { admin: boolean }): VisibleAuditRow {
  const typed = row.staffUserId === UNKNOWN_ACCOUNT_ID;
  const cut =
    row.staffEmail.length > TYPED_TEXT_SHOWN ? `${row.staffEmail.slice(0, TYPED_TEXT_SHOWN)}…` : row.staffEmail;
  const shown: VisibleAuditRow = {
    ...row,
    staffEmail: typed ? "Unknown account" : row.staffEmail,
    typedSignIn: typed ? { text: admin ? cut : null } : null,
    customerIpHidden: !admin && row.customerIp !== null,
  };
  if (admin) return shown;
  return { ...shown, customerIp: null, customerIpSource: null, clientAddress: null };
}
