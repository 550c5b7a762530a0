import Link from "next/link";
import { InboxBell } from "@/components/alerts/inbox-bell";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { readHeaderFigures } from "@/lib/alerts/inbox";
import { ChosenTimeZone } from "@/components/ui/local-time-scope";
import { BookSearchForm } from "@/components/dashboard/book-search-form";
import { NavLinks, type NavItem } from "@/components/dashboard/nav-links";
import { hasRole, ROLE_LABELS } from "@/lib/auth/roles";
import { requireSession } from "@/lib/auth/session";
import { countPendingFor } from "@/lib/approvals/queries";
import { getDb } from "@/lib/db";
import {
  ACCOUNT_PATH,
  APPROVALS_PATH,
  AUDIT_PATH,
  BOOK_SYNC_PATH,
  BOOK_PATH,
  CONVERSIONS_PATH,
  CUSTOMERS_PATH,
  DESK_PATH,
  STAFF_PATH,
} from "@/lib/paths/app-paths";
import { OUTBOX_PATH } from "@/lib/paths/mail-paths";

/** Every page in here needs a session (checked in the database, not only the cookie proxy.ts saw). */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const { user } = await requireSession();
  const items: NavItem[] = [
    { href: DESK_PATH, label: "Desk" },
    { href: CUSTOMERS_PATH, label: "Customers" },
    { href: BOOK_PATH, label: "Book" },
    { href: CONVERSIONS_PATH, label: "Conversions" },
    { href: AUDIT_PATH, label: "Audit" },
  ];
  // Approvers see how many requests wait for someone other than themselves: one indexed count in our database.
  const db = await getDb();
  // The bell's count and the person's time zone: one statement.
  const [waiting, { unread, timeZone }] = await Promise.all([
    hasRole(user.role, "operator") ? countPendingFor(db, user.id) : 0,
    readHeaderFigures(db, user.id),
  ]);
  items.push({ href: APPROVALS_PATH, label: "Approvals", count: waiting > 0 ? waiting : undefined });
  if (hasRole(user.role, "admin"))
    items.push(
      { href: STAFF_PATH, label: "Staff" },
      { href: BOOK_SYNC_PATH, label: "Book sync" },
      { href: OUTBOX_PATH, label: "Outbox" },
    );
  items.push({ href: ACCOUNT_PATH, label: "Account" });

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-3">
          <nav aria-label="Main" className="flex flex-wrap items-center gap-4">
            <Link
              href={DESK_PATH}
              className="text-base font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              Hedge Desk
            </Link>
            <NavLinks items={items} />
          </nav>
          <BookSearchForm />
          <div className="flex items-center gap-3 text-sm">
            <InboxBell unread={unread} />
            <p aria-label="Signed in as">
              <span className="font-medium text-slate-900">{user.email}</span>{" "}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {ROLE_LABELS[user.role]}
              </span>
            </p>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-6 py-10">
        <ChosenTimeZone zone={timeZone}>{children}</ChosenTimeZone>
      </main>
    </>
  );
}
