"use client";

import { useSyncExternalStore } from "react";
import { formatTimestamp } from "@/lib/domain/format-time";

/**
 * The server cannot know the staff member's time zone, so timestamps are rendered on the server
 * in UTC, labelled "UTC" (an unambiguous first paint that works without JavaScript), and this
 * island re-renders them in the browser's own zone once hydrated, with the offset shown.
 * useSyncExternalStore gives the server's value during hydration (no mismatch) and the
 * browser's right after.
 */

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const serverZone = () => "UTC";

/** The browser's IANA zone ("Europe/London"); "UTC" on the server and during hydration. */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}

export function LocalTimestamp({ unixSeconds }: { unixSeconds: number }) {
  const zone = useDisplayTimeZone();
  const valid = Number.isFinite(unixSeconds);
  return (
    <time
      dateTime={valid ? new Date(Math.round(unixSeconds * 1000)).toISOString() : undefined}
      title={zone === "UTC" || !valid ? undefined : formatTimestamp(unixSeconds, "UTC")}
    >
      <WrapAfterDay text={formatTimestamp(unixSeconds, zone)} />
    </time>
  );
}

/** "21 Nov 2026, 15:05:09 GMT+1" may break after the day's comma in a narrow column, nowhere else. */
function WrapAfterDay({ text }: { text: string }) {
  const comma = text.indexOf(", ");
  if (comma < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, comma + 1)}</span>{" "}
      <span className="whitespace-nowrap">{text.slice(comma + 2)}</span>
    </>
  );
}

/** Names the zone the timestamps on the page are shown in. */
export function DisplayTimeZoneName() {
  return <>{useDisplayTimeZone()}</>;
}
