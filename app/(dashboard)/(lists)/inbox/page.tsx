import type { Metadata } from "next";
import Link from "next/link";
import type { SearchParams } from "nuqs/server";
import { InboxFiltersForm } from "@/components/alerts/inbox-filters-form";
import { InboxTable } from "@/components/alerts/inbox-table";
import { OutcomeNote } from "@/components/alerts/outcome-note";
import { InvalidParams } from "@/components/ui/invalid-params";
import { ListResults } from "@/components/ui/list-results";
import { buttonClass } from "@/components/ui/styles";
import { markAllAlertsReadFormAction } from "@/lib/actions/alerts";
import { listInbox, unreadCount, type InboxQuery } from "@/lib/alerts/inbox";
import { inboxListUrl, inboxQueryPath, inboxUsablePath } from "@/lib/alerts/inbox-url";
import { alertKindLabel } from "@/lib/alerts/kinds";
import { isSettingsProblem, problemText } from "@/lib/alerts/problems";
import { readPreferences } from "@/lib/alerts/settings";
import { requireSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { PAGE_SIZE_DEFAULT } from "@/lib/domain/list-params";
import { ALERT_SETTINGS_PATH, INBOX_PATH } from "@/lib/paths/app-paths";

export const metadata: Metadata = { title: "Inbox" };

/** One person's alerts, newest first; what reaches them is chosen on their alert settings. */
export default async function InboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { user } = await requireSession();
  const raw = await searchParams;
  const params = await inboxListUrl.load(searchParams);
  const read = inboxListUrl.read(params);
  const db = await getDb();
  const query: InboxQuery = read.ok ? read.query : { kind: null, unread: false, page: 1, perPage: PAGE_SIZE_DEFAULT };
  const [result, unread, prefs] = await Promise.all([
    read.ok ? listInbox(db, user.id, query) : null,
    unreadCount(db, user.id),
    readPreferences(db, user.id),
  ]);
  const here = inboxQueryPath(query);
  const marked = typeof raw.marked === "string" && /^\d{1,9}$/.test(raw.marked) ? Number(raw.marked) : null;
  const problem = isSettingsProblem(raw.problem) ? problemText(raw.problem, null) : null;

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Inbox</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Alerts for you, newest first: {unread === 0 ? "none unread" : `${unread} unread`}. Times in {prefs.timeZone}.
        Choose what reaches you, and how, on{" "}
        <Link href={ALERT_SETTINGS_PATH} className="link">
          your alert settings
        </Link>
        .
      </p>

      <InboxFiltersForm key={here} query={query} />
      <OutcomeNote
        saved={marked === null ? null : `Marked ${marked} ${marked === 1 ? "alert" : "alerts"} read.`}
        problem={problem}
      />

      {!read.ok || !result ? (
        <InvalidParams
          problems={read.ok ? [] : read.problems}
          repairHref={inboxUsablePath(params)}
          clearHref={INBOX_PATH}
        />
      ) : (
        <div id="inbox-list">
          <ListResults
            noun={["alert", "alerts"]}
            pagerLabel="Inbox pages"
            query={query}
            list={{ items: result.rows, pagination: { totalResults: result.total } }}
            hrefFor={(page) => inboxQueryPath({ ...query, page })}
            aside={
              unread > 0 ? (
                <form action={markAllAlertsReadFormAction}>
                  {query.kind && <input type="hidden" name="kind" value={query.kind} />}
                  <input type="hidden" name="back" value={here} />
                  <button type="submit" className={buttonClass.secondary}>
                    {query.kind ? `Mark all "${alertKindLabel(query.kind)}" read` : "Mark all read"}
                  </button>
                </form>
              ) : undefined
            }
            empty={
              <p className="mt-3 text-sm text-slate-600">
                {query.kind || query.unread
                  ? "No alerts match these filters. Clear them to see every alert."
                  : "No alerts yet. They arrive here when work items open, are given to you, or wait for your approval."}
              </p>
            }
            table={<InboxTable rows={result.rows} timeZone={prefs.timeZone} back={here} />}
          />
        </div>
      )}
    </div>
  );
}
