// What the read schedule can promise: from the rate, each class's customers and calls, and its maximum age, the
// longest any customer of each class goes between reads. Pure arithmetic, explained in docs/book.md.
import { laneOf, READ_CLASSES, type Lane, type ReadClass, type ScheduleConfig } from "./read-schedule";

export interface ClassLoad {
  customers: number;
  /** Calls to read every customer of the class once (each customer's pages, at least one). */
  calls: number;
}

export interface ClassPromise {
  targetMs: number;
  /** The target when the rate covers it; else the target plus the lane's lateness. */
  promisedMs: number;
  holds: boolean;
  lateByMs: number;
}

/**
 * Reads ordered by deadline, each customer read once per its class's maximum age: the calls a second needed are
 * Σ calls ÷ max age. When the rate covers that, every target holds. Otherwise every deadline slips by the same
 * lateness L (earliest deadline first spreads the shortfall evenly) where Σ calls ÷ (max age + L) = rate, except that
 * the urgent lane (attention, new) always keeps its reserved share of the rate and then slips less.
 */
export function promiseReads(
  ratePerSecond: number,
  load: Record<ReadClass, ClassLoad>,
  config: ScheduleConfig,
): Record<ReadClass, ClassPromise> {
  const rate = ratePerSecond / 1000; // calls per ms
  const demand = (lanes: Lane[], late: number) =>
    READ_CLASSES.filter((c) => lanes.includes(laneOf(c))).reduce(
      (sum, c) => sum + load[c].calls / (config.maxAgeMs[c] + late),
      0,
    );
  const both: Lane[] = ["urgent", "routine"];
  let lateness: Record<Lane, number> = { urgent: 0, routine: 0 };
  if (demand(both, 0) > rate) {
    const shared = lateFor((late) => demand(both, late), rate);
    const reserved = config.urgentShare * rate;
    if (demand(["urgent"], shared) >= reserved) lateness = { urgent: shared, routine: shared };
    else {
      const urgentNeeds = demand(["urgent"], 0);
      const urgent = urgentNeeds <= reserved ? 0 : lateFor((late) => demand(["urgent"], late), reserved);
      const routine = lateFor((late) => demand(["routine"], late), rate - Math.min(urgentNeeds, reserved));
      lateness = { urgent, routine };
    }
  }
  return Object.fromEntries(
    READ_CLASSES.map((c) => {
      const lateByMs = Math.round(lateness[laneOf(c)]);
      const targetMs = config.maxAgeMs[c];
      const holds = lateByMs < 1000 || load[c].customers === 0;
      return [
        c,
        { targetMs, promisedMs: holds ? targetMs : targetMs + lateByMs, holds, lateByMs: holds ? 0 : lateByMs },
      ];
    }),
  ) as Record<ReadClass, ClassPromise>;
}

/** The lateness at which a lane's demand (falling as lateness grows) meets its capacity: bisection to the millisecond. */
function lateFor(demandAt: (late: number) => number, capacity: number): number {
  if (demandAt(0) <= capacity) return 0;
  let low = 0;
  let high = 1000;
  while (demandAt(high) > capacity && high < 1e13) high *= 2;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    if (demandAt(mid) > capacity) low = mid;
    else high = mid;
  }
  return high;
}
