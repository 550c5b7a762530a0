import { customerIdOrNotFound } from "@/lib/pages/route-ids";
import { getCustomerOnce } from "@/lib/pages/request-reads";
import { readUpstream } from "@/lib/pages/upstream";

/**
 * An unknown customer is a 404 before anything streams: the list's skeleton (loading.tsx) sits
 * below this check. Another failure passes: the page shows it in place, with a retry.
 */
export default async function DualHedgesListLayout({ children, params }: { children: React.ReactNode; params: Promise<{ customerId: string }> }) {
  await readUpstream(getCustomerOnce(customerIdOrNotFound((await params).customerId)));
  return children;
}
