import type { AlertChannel, AlertScope } from "@/lib/db/schema/alerts";

// How channels, scopes and digest settings read to staff (isomorphic).

export const CHANNEL_LABELS: Record<AlertChannel, string> = {
  inApp: "Inbox only",
  emailInstant: "Inbox and email at once",
  emailDigest: "Inbox and the daily email digest",
  off: "Off",
};

export const SCOPE_LABELS: Record<AlertScope, string> = {
  all: "Every item",
  mineOrUnassigned: "Only mine or unassigned",
};

export const DIGEST_DAY_LABELS = { businessDays: "Business days (Monday to Friday)", everyDay: "Every day" } as const;
/** The same, inside a sentence. */
export const DIGEST_DAY_PHRASES = {
  businessDays: "on business days (Monday to Friday)",
  everyDay: "every day",
} as const;

export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The zone's offset from UTC at a moment ("GMT+01:00"), so a chosen hour is unambiguous. */
export function zoneOffset(timeZone: string, at = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "longOffset" }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  } catch {
    return "GMT";
  }
}
