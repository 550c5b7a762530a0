import { isCalendarDate } from "./dates";

// Snoozing an attention item: until when (UTC), read from what staff typed, and when it comes back.

export const SNOOZE_MAX_DAYS = 90;
const DAY_MS = 86_400_000;

export type ItemState = "open" | "acknowledged" | "snoozed" | "resolved";

/** "2026-11-27T09:00", "2026-11-27 09:00" (UTC, as the datetime field sends it) or "2026-11-27" (its start, UTC). */
const UNTIL_TEXT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

export type SnoozeProblem = "snooze-unreadable" | "snooze-passed" | "snooze-far";
export const SNOOZE_PROBLEMS: Record<SnoozeProblem, string> = {
  "snooze-unreadable": "Enter the day and time to snooze until, as 2026-11-27 09:00 (UTC).",
  "snooze-passed": "That time has passed: snooze until a later time.",
  "snooze-far": `Snooze for at most ${SNOOZE_MAX_DAYS} days.`,
};

export type SnoozeRead = { ok: true; until: Date } | { ok: false; problem: SnoozeProblem; message: string };
const refuse = (problem: SnoozeProblem): SnoozeRead => ({ ok: false, problem, message: SNOOZE_PROBLEMS[problem] });

export function readSnoozeUntil(text: string, now: Date): SnoozeRead {
  const match = UNTIL_TEXT.exec(text.trim());
  const [, day, hours = "00", minutes = "00"] = match ?? [];
  if (!day || !isCalendarDate(day) || Number(hours) > 23 || Number(minutes) > 59) return refuse("snooze-unreadable");
  const until = new Date(`${day}T${hours}:${minutes}:00.000Z`);
  if (until.getTime() <= now.getTime()) return refuse("snooze-passed");
  if (until.getTime() - now.getTime() > SNOOZE_MAX_DAYS * DAY_MS) return refuse("snooze-far");
  return { ok: true, until };
}

/** A snooze ends at its time: from then the item is back where it was, open or acknowledged. */
export const snoozeOver = (until: Date, now: Date) => until.getTime() <= now.getTime();

export const stateAfterSnooze = (acknowledged: boolean): ItemState => (acknowledged ? "acknowledged" : "open");

/** The state staff see now: a snooze whose time has come reads as the state it returns to. */
export function shownState(
  item: { state: ItemState; snoozedUntil: Date | null; acknowledgedAt: Date | null },
  now: Date,
): ItemState {
  if (item.state === "snoozed" && item.snoozedUntil && snoozeOver(item.snoozedUntil, now))
    return stateAfterSnooze(item.acknowledgedAt !== null);
  return item.state;
}

/** The latest time a snooze may be set to from now, as the field's `max` (UTC, minutes). */
export const latestSnooze = (now: Date) => new Date(now.getTime() + SNOOZE_MAX_DAYS * DAY_MS);
