"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

/**
 * react-query for one flow island (drawdown, early settlement, cancel), not for the dashboard:
 * list pages render on the server and should not ship the library. One client per mount, so a
 * flow's mutations never outlive its page. A POST that acts is never repeated by the library
 * (retry 0), and it is sent even when the browser believes it is offline ("always"): otherwise the
 * mutation would pause silently instead of failing into the flow's "did not answer" message.
 */
export function FlowQueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: 0, networkMode: "always" } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
