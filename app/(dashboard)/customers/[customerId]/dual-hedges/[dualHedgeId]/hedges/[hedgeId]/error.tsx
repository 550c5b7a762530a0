"use client";

import { SegmentError, type SegmentErrorProps } from "@/components/ui/segment-error";

/** A leg's page failed: the hedging service did not answer, or answered with something unreadable. */
export default function LegError(props: SegmentErrorProps) {
  return (
    <SegmentError
      {...props}
      title="This leg could not be loaded"
      detail="The hedging service may be busy or unreachable."
    />
  );
}
