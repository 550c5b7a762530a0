// Which customer the sync reads next: a pure function of the book's state and a clock (times in epoch ms), so the
// schedule is tested on a simulated clock. The syncer (lib/book/continuous-sync.ts) keeps it and persists it.

import { READ_CLASSES, type ReadClass } from "@/lib/db/schema/book";

export { READ_CLASSES, type ReadClass };

/** The attention and new classes share the reserved lane; active and quiet the routine one. */
export type Lane = "urgent" | "routine";
export const laneOf = (readClass: ReadClass): Lane =>
  readClass === "attention" || readClass === "new" ? "urgent" : "routine";

export interface ScheduleConfig {
  /** The longest a customer of each class goes between reads (the promise's basis). */
  maxAgeMs: Record<ReadClass, number>;
  /** The share of reads kept for the urgent lane whenever it has a read due (0..1). */
  urgentShare: number;
}

/** A customer changed on its last read is read again after this fraction of its class's maximum age; it doubles while nothing changes. */
export const FIRST_INTERVAL_FRACTION = 1 / 8;

export interface ScheduledCustomer {
  id: string;
  readClass: ReadClass;
  /** When the customers list first showed it: a new customer's deadline. */
  seenAt: number;
  /** The last attempt, good or failed; null: never tried. */
  triedAt: number | null;
  /** The last complete read; null: never read. */
  readAt: number | null;
  /** The gap after triedAt until the next read, within the class's maximum age. */
  intervalMs: number;
  /** A person's refresh or a mutation's re-read asked for it (it jumps the queue). */
  requestedAt: number | null;
}

/**
 * The longest gap is this much short of the class's maximum age: a read that starts at the deadline ends after it
 * (its own calls, the reads queued ahead), and the promise is the age of a customer's last complete read.
 */
const DUE_MARGIN_FRACTION = 1 / 10;

/** The longest gap between two reads of a customer of this class. */
export const gapCeiling = (readClass: ReadClass, config: ScheduleConfig) =>
  Math.round(config.maxAgeMs[readClass] * (1 - DUE_MARGIN_FRACTION));

/** When a read may start: a request at once, a new customer when seen, else its last try plus its gap (capped by its class). */
export function dueAt(customer: ScheduledCustomer, config: ScheduleConfig): number {
  if (customer.requestedAt !== null) return customer.requestedAt;
  if (customer.triedAt === null) return customer.seenAt;
  return customer.triedAt + Math.min(customer.intervalMs, gapCeiling(customer.readClass, config));
}

/**
 * When it must be read by: its last try (or when it was seen) plus its class's maximum age. Reads are ordered by this
 * deadline, not by when they may start, so an early re-read of a customer that changed uses only spare capacity and
 * the maximum ages hold whenever the rate covers them (lib/book/read-promise.ts).
 */
export function deadlineOf(customer: ScheduledCustomer, config: ScheduleConfig): number {
  return (customer.triedAt ?? customer.seenAt) + config.maxAgeMs[customer.readClass];
}

export function firstInterval(readClass: ReadClass, config: ScheduleConfig): number {
  return Math.round(config.maxAgeMs[readClass] * FIRST_INTERVAL_FRACTION);
}

export type ReadResult = "changed" | "unchanged" | "failed";

/**
 * After a read: changed starts the gap over at the class's first interval; unchanged or failed doubles it (a customer
 * that fails on every read backs off and does not hold the queue), never beyond the class's maximum age.
 */
export function afterRead(
  customer: ScheduledCustomer,
  result: ReadResult,
  now: number,
  readClass: ReadClass,
  config: ScheduleConfig,
): ScheduledCustomer {
  const first = firstInterval(readClass, config);
  const doubled = Math.max(first, customer.intervalMs * 2);
  const intervalMs = Math.min(config.maxAgeMs[readClass], result === "changed" ? first : doubled);
  return {
    ...customer,
    readClass,
    triedAt: now,
    readAt: result === "failed" ? customer.readAt : now,
    intervalMs,
    requestedAt: null,
  };
}

/** The book moved a customer to another class: a shorter maximum age takes effect at once (dueAt caps by class). */
export function reclassify(
  customer: ScheduledCustomer,
  readClass: ReadClass,
  config: ScheduleConfig,
): ScheduledCustomer {
  if (customer.readClass === readClass) return customer;
  return { ...customer, readClass, intervalMs: Math.min(customer.intervalMs, config.maxAgeMs[readClass]) };
}

/** Reads per lane, decayed so the share follows the recent past (about the last 100 reads). */
export type LaneCounts = Record<Lane, number>;
export const NO_READS: LaneCounts = { urgent: 0, routine: 0 };
const DECAY = 0.99;

export function countRead(counts: LaneCounts, lane: Lane): LaneCounts {
  return {
    urgent: counts.urgent * DECAY + (lane === "urgent" ? 1 : 0),
    routine: counts.routine * DECAY + (lane === "routine" ? 1 : 0),
  };
}

export type Choice<C extends ScheduledCustomer = ScheduledCustomer> =
  { read: C; lane: Lane } | { waitMs: number } | null;

/**
 * The next read among those that may start: requests first within the urgent lane, then earliest deadline first;
 * while both lanes have a read due, the urgent lane gets its reserved share and the rest goes by deadline, so a flood of requests or of
 * customers needing attention never starves the routine lane (its deadlines only grow older). Nothing due: how long
 * until something is (null when the schedule is empty).
 */
export function chooseNext<C extends ScheduledCustomer>(
  customers: Iterable<C>,
  now: number,
  counts: LaneCounts,
  config: ScheduleConfig,
): Choice<C> {
  let urgent: { customer: C; deadline: number } | null = null;
  let routine: { customer: C; deadline: number } | null = null;
  let soonest = Infinity;
  for (const customer of customers) {
    const due = dueAt(customer, config);
    if (due > now) {
      soonest = Math.min(soonest, due);
      continue;
    }
    const deadline = deadlineOf(customer, config);
    if (customer.requestedAt !== null || laneOf(customer.readClass) === "urgent") {
      if (!urgent || before(customer, deadline, urgent.customer, urgent.deadline)) urgent = { customer, deadline };
    } else if (!routine || before(customer, deadline, routine.customer, routine.deadline))
      routine = { customer, deadline };
  }
  if (!urgent && !routine) return soonest === Infinity ? null : { waitMs: soonest - now };
  if (!routine) return { read: urgent!.customer, lane: "urgent" };
  if (!urgent) return { read: routine.customer, lane: "routine" };
  const total = counts.urgent + counts.routine;
  const urgentShare = total === 0 ? 0 : counts.urgent / total;
  const urgentFirst = urgent.customer.requestedAt !== null ? urgent.customer.requestedAt : urgent.deadline;
  if (urgentShare < config.urgentShare || urgentFirst <= routine.deadline)
    return { read: urgent.customer, lane: "urgent" };
  return { read: routine.customer, lane: "routine" };
}

/** Within a lane: a request before any deadline (the earlier request first), then the earlier deadline, then the id. */
function before(a: ScheduledCustomer, aDeadline: number, b: ScheduledCustomer, bDeadline: number): boolean {
  if ((a.requestedAt === null) !== (b.requestedAt === null)) return a.requestedAt !== null;
  const [x, y] = a.requestedAt !== null ? [a.requestedAt, b.requestedAt!] : [aDeadline, bDeadline];
  return x !== y ? x < y : a.id < b.id;
}
