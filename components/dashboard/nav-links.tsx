"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

export interface NavItem {
  href: string;
  label: string;
  /** Other path prefixes this item stands for. */
  match?: string[];
  /** Shown beside the label (requests waiting for approval), with words for screen readers. */
  count?: number;
}

function isCurrent(pathname: string, item: NavItem): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return pathname === item.href || (item.href !== "/" && under(item.href)) || (item.match ?? []).some(under);
}

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {items.map((item) => {
        const current = isCurrent(pathname, item);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? "page" : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
            >
              {item.label}
              {item.count !== undefined && (
                <span className="ml-1.5 rounded-full bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                  {item.count}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
