import { queryOptions } from "@tanstack/react-query";
import { listCustomersAction } from "@/lib/actions/customers";
import { toActionOutcome } from "@/lib/actions/errors";
import type { CustomerListQuery } from "@/lib/search-params/customers";
import { unwrapOutcome } from "./outcome";

export const customerKeys = {
  all: ["customers"] as const,
  list: (input: CustomerListQuery) => ["customers", "list", input] as const,
};

/** Filled on the server for the first paint; refetched through the action in the browser. */
export function customersQueryOptions(input: CustomerListQuery) {
  return queryOptions({
    queryKey: customerKeys.list(input),
    queryFn: () => listCustomersAction(input).then(toActionOutcome).then(unwrapOutcome),
  });
}
