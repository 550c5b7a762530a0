"use client";

import { HydrationBoundary, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState } from "react";
import { getQueryClient } from "@/lib/queries/query-client";

/**
 * React Query for a list page: the tab's client (its cache outlives the page) with the data the
 * server fetched for the first paint. Only the list pages use it, so other pages do not carry it.
 */
export function QueryProvider({ state, children }: { state: DehydratedState; children: React.ReactNode }) {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
