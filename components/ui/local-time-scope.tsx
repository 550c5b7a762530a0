"use client";

import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { formatTimestamp } from "@/lib/format/format-time";
import { wrapOnlyAfterDay } from "./local-timestamp";

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const serverZone = () => "UTC";

/** The browser's IANA zone ("Europe/London"); "UTC" on the server and during hydration. */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}

export function DisplayTimeZoneName() {
  return <>{useDisplayTimeZone()}</>;
}

/** Rewrites every `LocalTimestamp` inside it in the browser's zone; each <time> holds one string, so React keeps its node. */
export function LocalTimeScope({ className, children }: { className?: string; children: ReactNode }) {
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
