"use client";

import { useEffect, useRef, useState } from "react";
import { announcement, remaining, type Remaining } from "@/lib/domain/countdown";

/** How a proposal's lifetime is measured: the service's deadline and the server clock at quote time. */
export type ProposalClock = {
  validUntilTs: number;
  /** Server time minus this browser's time, measured when the quote arrived. */
  offsetMs: number;
  /** The server's clock when it answered the quote: the start of the progress bar. */
  issuedAtMs: number;
};

const TICK_MS = 250;

/**
 * Time left on a proposal by the server's clock (the browser's own may be minutes off), updated
 * a few times a second, with the text a screen reader should hear: it changes only at milestones
 * (each minute, 30 s, 10 s, expiry), so a live region speaks rarely. Mount it once per proposal.
 */
export function useCountdown(clock: ProposalClock): { left: Remaining; announced: string | null } {
  const [left, setLeft] = useState(() => remaining(clock.validUntilTs, Date.now(), clock.offsetMs, clock.issuedAtMs));
  // Empty at first and filled by the first tick: a live region that changes after it is mounted is
  // read out, one mounted with its text already in is usually not.
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
