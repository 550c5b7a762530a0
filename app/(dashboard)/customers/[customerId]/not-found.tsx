import Link from "next/link";
import { buttonClass } from "@/components/ui/styles";

/** An unknown customer or dual hedge (the service said 404, or the id is not an id). The navigation stays. */
export default function CustomerNotFound() {
  return (
    <section aria-labelledby="not-found-title" className="rounded-lg border border-slate-200 bg-white p-6">
      <h1 id="not-found-title" className="text-xl font-semibold">
        Not found
      </h1>
      <p className="mt-2 text-slate-700">
        The hedging service has no customer or dual hedge with that id for this partner. Check the id, or find the customer in the list.
      </p>
      <Link href="/" className={`${buttonClass.primary} mt-4 inline-block`}>
        Go to customers
      </Link>
    </section>
  );
}
