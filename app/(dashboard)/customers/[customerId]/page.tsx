import { redirect } from "next/navigation";
import { customerIdOrNotFound } from "@/lib/search-params/route-ids";

export default async function CustomerRedirect({ params }: { params: Promise<{ customerId: string }> }) {
  redirect(`/customers/${customerIdOrNotFound((await params).customerId)}/dual-hedges`);
}
