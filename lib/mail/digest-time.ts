import type { DIGEST_DAYS } from "@/lib/db/schema";

export type DigestDays = (typeof DIGEST_DAYS)[number];

const parts = (instant: number, timeZone: string) => {
  const fields = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
  }).formatToParts(instant);
  const get = (type: string) => fields.find((part) => part.type === type)?.value ?? "";
  return {
    y: +get("year"),
    m: +get("month"),
    d: +get("day"),
    h: +get("hour"),
    min: +get("minute"),
    weekday: get("weekday"),
  };
};

/** The instant a zone's wall clock reads this day and hour; in a spring-forward gap, the first instant after it. */
export function zonedInstant(y: number, m: number, d: number, hour: number, timeZone: string): number {
  const wanted = Date.UTC(y, m - 1, d, hour);
  let guess = wanted;
  for (let step = 0; step < 3; step += 1) {
    const seen = parts(guess, timeZone);
    guess += wanted - Date.UTC(seen.y, seen.m - 1, seen.d, seen.h, seen.min);
  }
  return guess;
}

/** The latest digest time at or before `now`: the person's hour on their wall clock, on a day they take digests. */
export function latestDigestSlot(now: number, timeZone: string, hour: number, days: DigestDays): number {
  const today = parts(now, timeZone);
  for (let back = 0; back < 8; back += 1) {
    const day = new Date(Date.UTC(today.y, today.m - 1, today.d - back));
    const slot = zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, timeZone);
    const weekday = parts(slot, timeZone).weekday;
    if (slot <= now && (days === "everyDay" || (weekday !== "Sat" && weekday !== "Sun"))) return slot;
  }
  throw new Error(`no digest time in the last week for ${timeZone}`);
}

export const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
};
