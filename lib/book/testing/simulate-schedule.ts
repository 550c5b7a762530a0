import {
  afterRead,
  chooseNext,
  countRead,
  NO_READS,
  type LaneCounts,
  type ReadResult,
  type ScheduleConfig,
  type ScheduledCustomer,
} from "../read-schedule";

/**
 * The syncer's loop on a simulated clock: one read per step at `perSecond`, idling until the next due when nothing is.
 * `result` says what each read found. Returns the reads in order with their time and the schedule at the end.
 */
export function simulateSchedule(
  config: ScheduleConfig,
  start: ScheduledCustomer[],
  durationMs: number,
  { perSecond = 5, result = (): ReadResult => "unchanged" } = {} as {
    perSecond?: number;
    result?: (customer: ScheduledCustomer, now: number) => ReadResult;
  },
) {
  const schedule = new Map(start.map((c) => [c.id, c]));
  const reads: { id: string; at: number; lane: string }[] = [];
  let counts: LaneCounts = NO_READS;
  for (let now = 0; now < durationMs;) {
    const choice = chooseNext(schedule.values(), now, counts, config);
    if (choice === null) break;
    if ("waitMs" in choice) {
      now += choice.waitMs;
      continue;
    }
    const { read, lane } = choice;
    reads.push({ id: read.id, at: now, lane });
    counts = countRead(counts, lane);
    schedule.set(read.id, afterRead(read, result(read, now), now, read.readClass, config));
    now += 1000 / perSecond;
  }
  return { reads, schedule };
}

/** The longest any customer went between reads; by default from `from` (its first) and to `endMs` (its last) too. */
export function longestGap(
  reads: { id: string; at: number }[],
  ids: string[],
  endMs: number,
  { from = 0, ends = true } = {},
): number {
  let longest = 0;
  for (const id of ids) {
    const at = reads.filter((read) => read.id === id).map((read) => read.at);
    const times = ends ? [from, ...at, endMs] : at;
    for (let i = 1; i < times.length; i += 1) longest = Math.max(longest, times[i]! - times[i - 1]!);
  }
  return longest;
}
