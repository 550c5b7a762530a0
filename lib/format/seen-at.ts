import { formatTimestamp } from "./format-time";

/** A time the book recorded, in UTC: "26 Nov 2026, 05:00:00 UTC". */
export const seenAt = (at: Date | null | undefined): string => formatTimestamp(at ? at.getTime() / 1000 : null, "UTC");
