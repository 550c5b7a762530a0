import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";
import { customerDualHedgesPath } from "@/lib/paths/app-paths";

/** A customer the service knows but the book has never listed: nothing to show from the book yet, and what to do. */
export function CustomerNotInBook({ customerId, refresh }: { customerId: string; refresh?: React.ReactNode }) {
  return (
    <section
      aria-labelledby="not-in-book"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950"
      data-testid="customer-not-in-book"
    >
      <h2 id="not-in-book" className="text-lg font-semibold">
        The book has not read this customer yet
      </h2>
      <p className="mt-2 max-w-3xl text-sm">
        This page is built from the book, Hedge Desk&apos;s own copy of the hedging service, and the book has never
        listed this customer (it is probably new since the last sync pass). Its dual hedges can be read live now; the
        book keeps what that list reads, and the next sync pass reads the rest.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link href={customerDualHedgesPath(customerId)} className={buttonClass.primary}>
          Open its dual hedges live
        </Link>
        {refresh}
      </div>
    </section>
  );
}
