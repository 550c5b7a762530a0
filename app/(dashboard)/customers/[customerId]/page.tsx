import { redirect } from "next/navigation";
import { customerPath } from "@/lib/paths/app-paths";
import { customerIdOrNotFound } from "@/lib/search-params/route-ids";

export default async function CustomerRedirect({ params }: { params: Promise<{ customerId: string }> }) {
  redirect(customerPath(customerIdOrNotFound((await params).customerId)));
}
