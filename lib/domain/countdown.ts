/**
 * Countdown to a proposal's `validUntilTs`, correct even when the browser's clock is wrong.
 * `validUntilTs` is the service's time; the browser's own clock may be minutes off. So the
 * server's time is measured once, when the quote arrives, and the difference to the browser's
 * clock (the offset) is added to every later reading. Every function takes the clock as an
 * argument: deterministic, and testable with a clock five minutes fast or slow.
 */

export const WARN_MS = 30_000;

/**
 * Server clock minus client clock, in ms. `serverNowMs` was stamped by the server somewhere
 * during the request; with the round trip known, the best guess is its midpoint, so the client
 * time it corresponds to is `clientReceivedAtMs − roundTripMs / 2`.
 */
export function clockOffsetMs(serverNowMs: number, clientReceivedAtMs: number, roundTripMs?: number): number {
  const halfTrip = roundTripMs !== undefined && Number.isFinite(roundTripMs) && roundTripMs > 0 ? roundTripMs / 2 : 0;
  const offset = serverNowMs - (clientReceivedAtMs - halfTrip);
  // A broken measurement must not move the countdown: trust the local clock instead.
  return Number.isFinite(offset) ? Math.round(offset) + 0 : 0; // + 0 turns -0 into 0
}

export type Remaining = {
  msLeft: number;
  expired: boolean;
  /** Whole minutes and seconds as shown: rounded up, so "0:00" appears only at expiry. */
  minutes: number;
  seconds: number;
  /** Share of the proposal's lifetime still left, 0..1, for a progress bar. */
  fractionLeft: number;
  /** In the last 30 seconds and not yet expired. */
  warn: boolean;
};

/**
 * Time left until `validUntilTs` (unix seconds, server time) at `clientNowMs` (browser time)
 * corrected by `offsetMs`. `issuedAtMs` (server time, e.g. the server's clock at quote time)
 * gives the lifetime for `fractionLeft`; without it the bar is full until expiry.
 */
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

/** "4:59", "1:05", "0:09", "0:00". Rounded up, matching `remaining`. */
export function formatCountdown(msLeft: number): string {
  const totalSeconds = Number.isFinite(msLeft) ? Math.ceil(Math.max(0, msLeft) / 1000) : 0;
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, "0")}`;
}

/**
 * What a screen reader should hear, as text that stays the same for a whole stretch of time:
 * "N minutes left" from each whole minute down, then "30 seconds left", "10 seconds left",
 * and "Quote expired". Milestones are stretches rather than instants so a late timer tick
 * (a throttled background tab) still lands in the right one.
 */
function milestone(msLeft: number): string {
  const seconds = Number.isFinite(msLeft) ? Math.ceil(Math.max(0, msLeft) / 1000) : 0;
  if (seconds === 0) return "Quote expired";
  if (seconds <= 10) return "10 seconds left";
  if (seconds <= 30) return "30 seconds left";
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute left" : `${minutes} minutes left`;
}

/**
 * The text to announce now, or null when nothing new is worth saying. Pass the last text this
 * returned (null at first); a new announcement is made only when a milestone is reached, so a
 * live region changes about once a minute, not every second.
 */
export function announcement(msLeft: number, previousAnnounced: string | null): string | null {
  const text = milestone(msLeft);
  return text === previousAnnounced ? null : text;
}
