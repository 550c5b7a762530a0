"use client";

import { useLinkStatus } from "next/link";

/** Inside a Link to a page with no loading.tsx (an unknown id must answer 404 before the first byte): a mark while it loads. */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span aria-hidden className="link-pending" /> : null;
}
