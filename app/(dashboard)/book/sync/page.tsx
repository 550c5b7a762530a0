import type { Metadata } from "next";
import Link from "next/link";
import { AccessDenied } from "@/components/auth/access-denied";
import { StartPassButton } from "@/components/book/start-pass-button";
import { SyncPassesTable, utcTime } from "@/components/book/sync-passes-table";
import { tableClass } from "@/components/ui/styles";
import { requireRole, requireSession } from "@/lib/auth/session";
import { ReadScheduleTable } from "@/components/book/read-schedule-table";
import { readsBySchedule, scheduleConfigFromEnv, syncConfigFromEnv, syncEnabled } from "@/lib/book/config";
import { CONVERSIONS_SHARE } from "@/lib/book/list-walks";
import { readScheduleReport, type ClassReport } from "@/lib/book/read-report";
import { getDb } from "@/lib/db";
import { recentPasses, staleCustomers } from "@/lib/book/passes";
import { EMPTY } from "@/lib/format/format-text";
import { durationText } from "@/lib/format/freshness-text";
import { customerPath } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Book sync" };

const PROMISE_LABEL = { attention: "needing attention", new: "new", active: "active", quiet: "quiet" } as const;

/** "customers needing attention read within 10 min, new within 10 min, …", and by how much a class cannot hold. */
function promiseSentence(classes: ClassReport[]): string {
  return classes
    .map(({ readClass, promise }, index) => {
      const who = index === 0 ? `customers ${PROMISE_LABEL[readClass]} read` : PROMISE_LABEL[readClass];
      const late = promise.holds ? "" : ` (not ${durationText(promise.targetMs)}: too many for the rate)`;
      return `${who} within ${durationText(promise.promisedMs)}${late}`;
    })
    .join(", ");
}

/** Admins: how the book's background sync is doing, what it promises, what is stale, and a pass (or the attention reads) on demand. */
export default async function BookSyncPage() {
  const session = await requireRole("admin");
  if (!session) return <AccessDenied needed="admin" current={(await requireSession()).user.role} />;
  const config = syncConfigFromEnv();
  const promised = readsBySchedule();
  const [passes, stale, schedule] = await Promise.all([
    recentPasses(20),
    staleCustomers(50),
    getDb().then((db) => readScheduleReport(db, config, scheduleConfigFromEnv())),
  ]);

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Book sync</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        The book is Hedge Desk&apos;s own copy of every customer&apos;s dual hedges, legs and the conversions, read from
        the hedging service&apos;s lists. Pages staff open write what they read into it as well. Times in UTC.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        {!syncEnabled()
          ? "Background sync off (HEDGING_SYNC_ENABLED=0): the book fills only from the pages staff read, and from passes started here."
          : promised
            ? `Background sync on, by the read schedule: one instance at a time reads customers continuously, at most ${config.ratePerSecond} calls a second, always the one most overdue against its class's maximum age. Beside those reads it walks the customers list every ${Math.round(config.intervalMs / 60_000)} min, and the conversions list, within ${CONVERSIONS_SHARE * 100} % of the rate, about every ${Math.round(schedule.conversionsEveryMs / 60_000)} min. It promises ${promiseSentence(schedule.classes)} (below, with how old the reads are now).`
            : `Background sync on: at most ${config.ratePerSecond} calls a second, ${config.concurrency} at once, a pass every ${Math.round(config.intervalMs / 60_000)} min after the last one ended (on one instance at a time).`}
      </p>
      <div className="mt-4">
        <StartPassButton scheduled={promised} />
        {promised && (
          <p className="mt-2 max-w-3xl text-sm text-slate-600">
            The schedule never runs a pass: this reads every customer needing attention next, ahead of the others, then
            goes on by the schedule.
          </p>
        )}
      </div>

      <h2 className="mt-8 text-lg font-semibold">Freshness by class</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        What the schedule can promise at {schedule.ratePerSecond.toLocaleString("en", { maximumFractionDigits: 2 })}{" "}
        calls a second (the rate less what the two lists&apos; walks take), and how old each class&apos;s reads are now.
        A customer needs attention when a leg is overdue, ends or settles within the desk&apos;s business days, is in
        process, or has moved past the MTM threshold, or an approval request on it is pending.
        {!promised && " The background sync is off or runs whole passes: nothing is promised per class."}
      </p>
      <div className="mt-3">
        <ReadScheduleTable classes={schedule.classes} promised={promised} />
      </div>

      <h2 className="mt-8 text-lg font-semibold">Last passes</h2>
      {passes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No pass yet.</p>
      ) : (
        <div className="mt-3">
          <SyncPassesTable passes={passes} />
        </div>
      )}

      <h2 className="mt-8 text-lg font-semibold">Stale customers</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Their last read failed: the book keeps their rows as of their last complete read.
      </p>
      {stale.total === 0 ? (
        <p className="mt-2 text-sm text-slate-600">None.</p>
      ) : (
        <div className="mt-3">
          <p className="mb-2 text-sm text-slate-700">
            {stale.total} {stale.total === 1 ? "customer" : "customers"}
            {stale.total > stale.rows.length ? `, the ${stale.rows.length} most recent shown` : ""}.
          </p>
          <div role="region" aria-label="Stale customers" tabIndex={0} className={tableClass.wrapper}>
            <table className={tableClass.table}>
              <caption className="sr-only">Customers whose last read failed</caption>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Rows as of</th>
                  <th scope="col">Read failed</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {stale.rows.map((customer) => (
                  <tr key={customer.id}>
                    <td>
                      <Link className="link" href={customerPath(customer.id)}>
                        {customer.companyName ?? customer.id}
                      </Link>
                    </td>
                    <td>{customer.dualHedgesReadAt ? utcTime(customer.dualHedgesReadAt) : "never read whole"}</td>
                    <td>{utcTime(customer.dualHedgesFailedAt)}</td>
                    <td className="max-w-md text-xs text-slate-700">{customer.dualHedgesError ?? EMPTY}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
