import { redirect } from "next/navigation";
import { customerIdOrNotFound } from "@/lib/pages/route-ids";

/** A customer's page is its dual hedges. */
export default async function CustomerRedirect({ params }: { params: Promise<{ customerId: string }> }) {
  redirect(`/customers/${customerIdOrNotFound((await params).customerId)}/dual-hedges`);
}
