import { formatDate } from "./format-time";

/** "just now", "3 min ago", "2 h 5 min ago", "3 days ago": how long before `now` a moment was. */
export function ago(at: Date, now: Date): string {
  const ms = now.getTime() - at.getTime();
  return ms < 60_000 ? "just now" : `${durationText(ms)} ago`;
}

/** "40 s", "9 min", "1 h 50 min", "3 days": a span, whole minutes from a minute on. */
export function durationText(ms: number): string {
  if (ms < 60_000) return `${Math.max(0, Math.round(ms / 1000))} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** "09:42 UTC" today, "25 Nov 2026, 09:42 UTC" on another day: a time alone never stands for another day. */
export function clockText(at: Date, now: Date): string {
  const iso = at.toISOString();
  const time = `${iso.slice(11, 16)} UTC`;
  const day = iso.slice(0, 10);
  return day === now.toISOString().slice(0, 10) ? time : `${formatDate(day)}, ${time}`;
}

/** Older than the threshold: shown with a warning, never as silently fresh. */
export const isStale = (at: Date | null, now: Date, afterMinutes: number) =>
  at === null || now.getTime() - at.getTime() > afterMinutes * 60_000;
