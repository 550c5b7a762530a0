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

/** How closely the item stands for the path (the length of its matching prefix), or -1; the closest item is current. */
function closeness(pathname: string, item: NavItem): number {
  const under = (prefix: string) => pathname === prefix || (prefix !== "/" && pathname.startsWith(`${prefix}/`));
  return Math.max(-1, ...[item.href, ...(item.match ?? [])].filter(under).map((prefix) => prefix.length));
}

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const scores = items.map((item) => closeness(pathname, item));
  const best = Math.max(...scores);
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {items.map((item, index) => {
        const current = best >= 0 && scores[index] === best;
        return (
          <li key={item.href}>
            <Link href={item.href} aria-current={current ? "page" : undefined} className="nav-link">
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
