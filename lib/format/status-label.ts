// The service's words where they read as English already; "InProcess" does not.
const LABELS: Record<string, string> = { InProcess: "In process" };

/** A status as staff read it; one Hedge Desk does not know is shown as sent. */
export const statusLabel = (status: string) => (Object.hasOwn(LABELS, status) ? LABELS[status]! : status);
