import Link from "next/link";
import { DESK_PATH, searchPath } from "@/lib/paths/app-paths";

/** In place of the figures when the customer filter matches no customer in the book: every figure would be empty. */
export function DeskNoCustomerNotice({ customer }: { customer: string }) {
  return (
    <div role="status" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p>
        No customer in the book matches &ldquo;{customer}&rdquo;, so the desk has nothing to show for it. Try part of
        the company&apos;s name or its id.
      </p>
      <p className="mt-2">
        <Link href={searchPath(customer)} className="link">
          Search for it
        </Link>{" "}
        ·{" "}
        <Link href={DESK_PATH} className="link">
          The desk without filters
        </Link>
      </p>
    </div>
  );
}
