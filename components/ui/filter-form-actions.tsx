import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";

/** A GET filter form's last cell: apply what the form says, or clear every filter (the page's bare address). */
export function FilterFormActions({ clearHref, className = "" }: { clearHref: string; className?: string }) {
  return (
    <div className={`flex items-start gap-2 pt-6 ${className}`.trim()}>
      <button type="submit" className={buttonClass.primary}>
        Apply filters
      </button>
      <Link
        href={clearHref}
        className="px-2 py-1.5 text-sm text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        Clear
      </Link>
    </div>
  );
}
