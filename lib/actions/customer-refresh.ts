"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { readBookCustomer } from "@/lib/book/customer";
import { refreshCustomer } from "@/lib/customers/refresh";
import { getDb } from "@/lib/db";
import { toActionOutcome } from "@/lib/errors/action-error";
import { CUSTOMERS_PATH } from "@/lib/paths/app-paths";
import { clientAddressFromHeaders } from "@/lib/request/client-address";
import { customerIdSchema } from "@/lib/schemas/ids";
import { refreshOutcomePath } from "@/lib/search-params/customer-page";
import { operatorActionClient } from "./safe-action";

// Not exported (so not an endpoint of its own): the page's form reaches it through refreshCustomerAction below.
const refresh = operatorActionClient
  .metadata({ actionName: "refreshCustomer" })
  .inputSchema(z.object({ customerId: customerIdSchema }).strict())
  .action(async ({ ctx, parsedInput: { customerId } }) => {
    const db = await getDb();
    return refreshCustomer(db, {
      customerId,
      withCustomer: !(await readBookCustomer(db, customerId)),
      actor: ctx.user,
      requestId: ctx.requestId,
      clientAddress: clientAddressFromHeaders(await headers()),
    });
  });

/**
 * Operators and admins, on the customer's page: "Refresh this customer now", a plain form post (it works before any
 * JavaScript) bound to the customer, back to the page with what came of it; the page then shows what the read found.
 */
export async function refreshCustomerAction(target: unknown): Promise<void> {
  const id = customerIdSchema.safeParse((target as { customerId?: unknown } | null)?.customerId);
  if (!id.success) redirect(CUSTOMERS_PATH);
  const outcome = toActionOutcome(await refresh({ customerId: id.data }));
  redirect(refreshOutcomePath(id.data, outcome.ok ? outcome.data : "refused"));
}
