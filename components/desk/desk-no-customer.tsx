import { searchPath } from "@/lib/paths/app-paths";
import { NoticeLinks } from "./notice-links";

/** In place of the figures when the customer filter matches no customer in the book: every figure would be empty. */
export function DeskNoCustomerNotice({ customer }: { customer: string }) {
  return (
    <div role="status" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p>
        No customer in the book matches &ldquo;{customer}&rdquo;, so the desk has nothing to show for it. Try part of
        the company&apos;s name or its id.
      </p>
      <NoticeLinks href={searchPath(customer)} label="Search for it" />
    </div>
  );
}
