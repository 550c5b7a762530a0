import type { Metadata } from "next";
import { AccessDenied } from "@/components/auth/access-denied";
import { OutboxTable } from "@/components/mail/outbox-table";
import { requireRole, requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { mailConfig } from "@/lib/mail/config";
import { listOutbox, OUTBOX_LIST_LIMIT } from "@/lib/mail/outbox-list";

export const metadata: Metadata = { title: "Outbox" };

/** Admins: mail that failed (with the server's reason) or waits for its next attempt. */
export default async function OutboxPage() {
  const session = await requireRole("admin");
  if (!session) return <AccessDenied needed="admin" current={(await requireSession()).user.role} />;
  const config = mailConfig();
  const rows = await listOutbox(await getDb());
  const failed = rows.filter((row) => row.status === "failed").length;

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Outbox</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {config
          ? `Email is on, sent as ${config.from}. Mail the server refuses for now (4xx, unreachable, timed out) waits and is tried again, less often each time; mail it refuses for good (5xx) is failed and not retried. Times in UTC.`
          : "Email is off (SMTP_URL is not set): alerts reach staff in the app only, and nothing is queued here."}
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">No mail failed or waiting: everything queued has been sent.</p>
      ) : (
        <div className="mt-6">
          <p className="mb-2 text-sm text-slate-700">
            {failed} failed, {rows.length - failed} waiting
            {rows.length === OUTBOX_LIST_LIMIT ? `; the ${OUTBOX_LIST_LIMIT} newest shown` : ""}.
          </p>
          <OutboxTable rows={rows} />
        </div>
      )}
    </div>
  );
}
