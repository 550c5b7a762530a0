"use client";

import { SegmentError, type SegmentErrorProps } from "@/components/ui/segment-error";

/** A customer page failed in a way the page itself did not handle (the service's refusals are shown in the page). */
export default function CustomerError(props: SegmentErrorProps) {
  return <SegmentError {...props} title="This page could not be loaded" detail="Something went wrong on our side." />;
}
