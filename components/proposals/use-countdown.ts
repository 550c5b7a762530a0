"use client";

import { useEffect, useRef, useState } from "react";
import { announcement, remaining, type Remaining } from "@/lib/domain/countdown";

/** The service's deadline, server minus browser time, and the server's clock at quote time. */
export type ProposalClock = { validUntilTs: number; offsetMs: number; issuedAtMs: number };

const TICK_MS = 250;

/** Time left by the server's clock (the browser's may be minutes off), and a milestone announcement. */
export function useCountdown(clock: ProposalClock): { left: Remaining; announced: string | null } {
  const [left, setLeft] = useState(() => remaining(clock.validUntilTs, Date.now(), clock.offsetMs, clock.issuedAtMs));
  // Empty until the first tick: a live region is read out when it changes, not when it mounts.
  const [announced, setAnnounced] = useState<string | null>(null);
  const lastAnnounced = useRef<string | null>(null);

  useEffect(() => {
    const tick = () => {
      const now = remaining(clock.validUntilTs, Date.now(), clock.offsetMs, clock.issuedAtMs);
      setLeft(now);
      const next = announcement(now.msLeft, lastAnnounced.current);
      if (next !== null) {
        lastAnnounced.current = next;
        setAnnounced(next);
      }
      return now.expired;
    };
    if (tick()) return;
    const timer = setInterval(() => {
      if (tick()) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [clock.validUntilTs, clock.offsetMs, clock.issuedAtMs]);

  return { left, announced };
}
