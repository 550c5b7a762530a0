"use client";

import dynamic from "next/dynamic";

// The approver's parts load only where a request waits: the flow pages' first-load JavaScript (≤ 180 kB) has no room
// for them on every visit. Still server-rendered; the chunk follows during hydration.
export const FreshQuoteApproval = dynamic(() => import("./fresh-quote-approval").then((m) => m.FreshQuoteApproval));
export const ApprovalDecision = dynamic(() => import("./approval-decision").then((m) => m.ApprovalDecision));
