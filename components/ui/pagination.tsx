import Link from "next/link";
import type { MouseEvent } from "react";
import { PagerFocus } from "./pager-focus";
import { buttonClass } from "./styles";

/** Page navigation as real links; a list kept in client state passes `onNavigate` to skip the round trip. */
export interface PaginationProps {
  page: number;
  pageCount: number | null; // null when the total is unknown: then `hasNext` says if there may be a next page
  hasNext?: boolean;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
  label?: string;
}

/** An <a> without href (it goes nowhere), so PagerFocus can give the focus back to the one just used (Last page). */
function DisabledPageLink({ text }: { text: string }) {
  return (
    <a role="link" aria-disabled="true" tabIndex={-1} className={buttonClass.disabled}>
      {text}
    </a>
  );
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Pagination({
  page,
  pageCount,
  hasNext = false,
  hrefFor,
  onNavigate,
  label = "Pagination",
}: PaginationProps) {
  const last = pageCount ?? (hasNext ? page + 1 : page);
  const target = (to: number | null, text: string, rel?: string) => {
    const enabled = to !== null && to >= 1 && to <= last && to !== page;
    if (!enabled) return <DisabledPageLink text={text} />;
    return (
      <Link
        href={hrefFor(to)}
        rel={rel}
        scroll={false}
        className={buttonClass.secondary}
        onClick={
          onNavigate
            ? (event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(to);
              }
            : undefined
        }
      >
        {text}
      </Link>
    );
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <PagerFocus pager={label} />
      {target(1, "First page")}
      {target(Math.min(page - 1, last), "Previous page", "prev")}
      <span className="px-2 text-sm text-slate-700" aria-current="page">
        Page {page}
        {pageCount === null ? "" : ` of ${pageCount}`}
      </span>
      {target(page + 1, "Next page", "next")}
      {target(pageCount, "Last page")}
    </nav>
  );
}

/** A keyset list's pager: each link carries where its page starts, so a deep page is a seek. */
export function CursorPagination({
  page,
  links,
  label,
}: {
  page: number | null;
  links: { first: string | null; previous: string | null; next: string | null; last: string | null };
  label: string;
}) {
  const target = (href: string | null, text: string, rel?: string) =>
    href === null ? (
      <DisabledPageLink text={text} />
    ) : (
      <Link href={href} rel={rel} scroll={false} className={buttonClass.secondary}>
        {text}
      </Link>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <PagerFocus pager={label} />
      {target(links.first, "First page")}
      {target(links.previous, "Previous page", "prev")}
      {page !== null && (
        <span className="px-2 text-sm text-slate-700" aria-current="page">
          Page {page}
        </span>
      )}
      {target(links.next, "Next page", "next")}
      {target(links.last, "Last page")}
    </nav>
  );
}
