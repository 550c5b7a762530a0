import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";

/** An unknown or malformed customer, dual hedge, leg or drawdown id (the service's 404, or ours). */
export default function LegNotFound() {
  return (
    <section aria-labelledby="leg-not-found-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 id="leg-not-found-heading" className="text-xl font-semibold">
        Not found
      </h1>
      <p className="mt-2 text-slate-700">
        The hedging service knows no such leg or drawdown for this customer and dual hedge. Check the link, or find the dual hedge
        from the customer list.
      </p>
      <Link href="/customers" className={`${buttonClass.secondary} mt-4 inline-block`}>
        Customers
      </Link>
    </section>
  );
}
