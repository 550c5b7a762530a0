import Link from "next/link";
import { customerDualHedgesPath } from "@/lib/paths/app-paths";
import { bookPath, deskPath } from "@/lib/search-params/list-paths";

/** The customer's other pages: the live list (filters, CSV), the book and the desk, each narrowed to this customer. */
export function CustomerLinks({ customerId }: { customerId: string }) {
  return (
    <nav aria-label="This customer elsewhere" className="mt-4">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <Link href={customerDualHedgesPath(customerId)} className="link">
            Dual hedges (live, with filters and CSV)
          </Link>
        </li>
        <li>
          <Link href={bookPath({ customer: customerId })} className="link">
            Every leg in the book
          </Link>
        </li>
        <li>
          <Link href={deskPath({ customer: customerId })} className="link">
            The desk for this customer
          </Link>
        </li>
      </ul>
    </nav>
  );
}
