"use client";

import { SegmentError, type SegmentErrorProps } from "@/components/ui/segment-error";

export default function DashboardError(props: SegmentErrorProps) {
  return <SegmentError {...props} title="This page could not be loaded" detail="Something went wrong on our side." />;
}
