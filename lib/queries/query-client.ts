import { isServer, QueryClient } from "@tanstack/react-query";

/**
 * One set of defaults for the server's per-request client and the browser's. Lists are read
 * through server actions, which a tab runs one at a time: no refetch on focus, and a retry is the
 * person's choice (the page offers one), not automatic.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** In the browser one client for the tab (its cache outlives a page); on the server a new one each call. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

/** After a mutation elsewhere: lists this tab has cached are read again when next shown. */
export async function invalidateQueries(queryKey: readonly unknown[]): Promise<void> {
  await browserClient?.invalidateQueries({ queryKey });
}
