"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

/** react-query per flow island; a POST is never retried, and sent even "offline" so it fails instead of pausing. */
export function FlowQueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { mutations: { retry: 0, networkMode: "always" } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
