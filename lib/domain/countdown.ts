// Every reading adds the measured server-minus-browser offset: the browser's clock may be minutes off.

export const WARN_MS = 30_000;

/** Server minus client clock in ms; the server stamped its time about half a round trip before arrival. */
export function clockOffsetMs(serverNowMs: number, clientReceivedAtMs: number, roundTripMs?: number): number {
  const halfTrip = roundTripMs !== undefined && Number.isFinite(roundTripMs) && roundTripMs > 0 ? roundTripMs / 2 : 0;
  const offset = serverNowMs - (clientReceivedAtMs - halfTrip);
  // A broken measurement must not move the countdown: trust the local clock instead.
  return Number.isFinite(offset) ? Math.round(offset) + 0 : 0; // + 0 turns -0 into 0
}

export type Remaining = {
  msLeft: number;
  expired: boolean;
  minutes: number;
  seconds: number;
  fractionLeft: number;
  warn: boolean;
};

export function remaining(validUntilTs: number, clientNowMs: number, offsetMs: number, issuedAtMs?: number): Remaining {
  const validUntilMs = validUntilTs * 1000;
  const serverNowMs = clientNowMs + offsetMs;
  const msLeft = Number.isFinite(validUntilMs - serverNowMs) ? Math.max(0, validUntilMs - serverNowMs) : 0;
  const expired = msLeft === 0;
  const totalSeconds = Math.ceil(msLeft / 1000);
  const lifetimeMs = issuedAtMs === undefined ? NaN : validUntilMs - issuedAtMs;
  const fractionLeft =
    Number.isFinite(lifetimeMs) && lifetimeMs > 0 ? Math.min(1, msLeft / lifetimeMs) : expired ? 0 : 1;
  return {
    msLeft,
    expired,
    minutes: Math.floor(totalSeconds / 60),
    seconds: totalSeconds % 60,
    fractionLeft,
    warn: !expired && msLeft <= WARN_MS,
  };
}

/** Rounded up like `remaining`, so "0:00" appears only at expiry. */
export function formatCountdown(msLeft: number): string {
  const totalSeconds = Number.isFinite(msLeft) ? Math.ceil(Math.max(0, msLeft) / 1000) : 0;
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, "0")}`;
}

// Milestones are stretches, not instants, so a late tick in a throttled tab still lands in one.
function milestone(msLeft: number): string {
  const seconds = Number.isFinite(msLeft) ? Math.ceil(Math.max(0, msLeft) / 1000) : 0;
  if (seconds === 0) return "Quote expired";
  if (seconds <= 10) return "10 seconds left";
  if (seconds <= 30) return "30 seconds left";
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute left" : `${minutes} minutes left`;
}

/** The text to announce now, or null when it is the same as `previousAnnounced`. */
export function announcement(msLeft: number, previousAnnounced: string | null): string | null {
  const text = milestone(msLeft);
  return text === previousAnnounced ? null : text;
}
