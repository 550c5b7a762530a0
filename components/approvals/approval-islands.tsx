"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// The approver's parts load only where a request waits, keeping the flow pages' first-load JavaScript lean.
const LazyFreshQuote = lazy(() =>
  Promise.all([import("./fresh-quote-approval"), import("@/components/query/flow-query-provider")]).then(
    ([{ FreshQuoteApproval: Quote }, { FlowQueryProvider }]) => ({
      default: function FreshQuoteWithClient(props: ComponentProps<typeof Quote>) {
        return (
          <FlowQueryProvider>
            <Quote {...props} />
          </FlowQueryProvider>
        );
      },
    }),
  ),
);
const LazyDecision = lazy(() => import("./approval-decision").then((m) => ({ default: m.ApprovalDecision })));

export function FreshQuoteApproval(props: ComponentProps<typeof LazyFreshQuote>) {
  return (
    <Suspense fallback={null}>
      <LazyFreshQuote {...props} />
    </Suspense>
  );
}

export function ApprovalDecision(props: ComponentProps<typeof LazyDecision>) {
  return (
    <Suspense fallback={null}>
      <LazyDecision {...props} />
    </Suspense>
  );
}
