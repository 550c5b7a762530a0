import Link from "next/link";
import { DESK_PATH } from "@/lib/paths/app-paths";

/** Where to go from a notice shown in place of the desk's figures: the one place that helps, or the unfiltered desk. */
export function NoticeLinks({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-2">
      <Link href={href} className="link">
        {label}
      </Link>{" "}
      ·{" "}
      <Link href={DESK_PATH} className="link">
        The desk without filters
      </Link>
    </p>
  );
}
