"use client";

import { createContext, type ReactNode, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import { formatTimestamp } from "@/lib/format/format-time";
import { wrapOnlyAfterDay } from "./local-timestamp";

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const serverZone = () => ""; // on the server and during hydration: times stay in UTC

const ChosenZone = createContext<string | null>(null);

/** The zone the signed-in person chose in their alert settings; without one, times follow the browser. */
export function ChosenTimeZone({ zone, children }: { zone: string | null; children: ReactNode }) {
  return <ChosenZone.Provider value={zone}>{children}</ChosenZone.Provider>;
}

/** The person's chosen IANA zone, else the browser's ("Europe/London"); "UTC" on the server and during hydration. */
export function useDisplayTimeZone(): string {
  const chosen = useContext(ChosenZone);
  const browser = useSyncExternalStore(subscribe, browserZone, serverZone);
  return browser === "" ? "UTC" : (chosen ?? browser);
}

export function DisplayTimeZoneName() {
  return <>{useDisplayTimeZone()}</>;
}

/** Rewrites every `LocalTimestamp` inside it in the person's zone (`useDisplayTimeZone`); each <time> holds one string, so React keeps its node. */
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
