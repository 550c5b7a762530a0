"use client";

import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { formatTimestamp } from "@/lib/domain/format-time";
import { wrapOnlyAfterDay } from "./local-timestamp";

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const serverZone = () => "UTC";

/** The browser's IANA zone ("Europe/London"); "UTC" on the server and during hydration. */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}

/** Names the zone the timestamps on the page are shown in. */
export function DisplayTimeZoneName() {
  return <>{useDisplayTimeZone()}</>;
}

/**
 * Re-renders every `LocalTimestamp` inside it in the browser's zone (with the UTC time in its
 * tooltip), after hydration and again whenever the server sends new rows. Each <time> holds a
 * single string, which React writes as the element's text content, so replacing it here never
 * leaves React pointing at a detached node.
 */
export function LocalTimes({ className, children }: { className?: string; children: ReactNode }) {
  const zone = useDisplayTimeZone();
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (zone === "UTC") return;
    for (const time of scope.current?.querySelectorAll<HTMLTimeElement>("time[data-unix]") ?? []) {
      const unixSeconds = Number(time.dataset.unix);
      time.textContent = wrapOnlyAfterDay(formatTimestamp(unixSeconds, zone));
      time.title = formatTimestamp(unixSeconds, "UTC");
    }
  }, [zone, children]);
  return (
    <div ref={scope} className={className}>
      {children}
    </div>
  );
}
