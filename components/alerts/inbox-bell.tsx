import Link from "next/link";
import { INBOX_PATH } from "@/lib/paths/app-paths";
import { focusRing } from "@/components/ui/styles";

/** The header's bell: the unread count, read on the server with the page; its name says it in words. */
export function InboxBell({ unread }: { unread: number }) {
  return (
    <Link
      href={INBOX_PATH}
      aria-label={`Inbox, ${unread > 999 ? "more than 999" : unread} unread`}
      className={`relative inline-flex items-center rounded-md p-1.5 text-slate-700 hover:bg-slate-100 ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="ml-1 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-semibold leading-none text-white"
        >
          {unread > 999 ? "999+" : unread}
        </span>
      )}
    </Link>
  );
}
