"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// The approver's parts load only where a request waits: the flow pages' first-load JavaScript (≤ 180 kB) has no room
// for them on every visit. React.lazy rather than next/dynamic, whose own runtime costs more than it saves here.
// Still server-rendered; the chunk follows during hydration.
// The fresh quote's query client comes in its chunk too, so the page references no more than this file for it.
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
