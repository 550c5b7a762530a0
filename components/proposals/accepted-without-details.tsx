import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";

/** A 2xx accept whose answer could not be read: it went through, and the dual hedge shows the result. */
export function AcceptedWithoutDetails({ what, dualHedgeHref }: { what: string; dualHedgeHref: string }) {
  return (
    <div className="mt-8 space-y-4">
      <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        <strong className="font-medium">{what} accepted.</strong> The hedging service confirmed it, but its answer did
        not include the details Hedge Desk shows here. Do not accept again: the dual hedge shows the leg as the service
        reports it now.
      </p>
      <Link href={dualHedgeHref} className={buttonClass.primary}>
        See the dual hedge
      </Link>
    </div>
  );
}
