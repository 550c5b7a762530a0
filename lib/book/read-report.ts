import "server-only";
import type { Db } from "@/lib/db";
import { READ_CLASSES, type ReadClass } from "@/lib/db/schema";
import type { ScheduleConfig } from "./read-schedule";
import type { SyncConfig } from "./config";
import { listWalks } from "./list-walks";
import { readAgesByClass, type ClassAges } from "./read-ages";
import { promiseReads, type ClassPromise } from "./read-promise";

export interface ClassReport {
  readClass: ReadClass;
  ages: ClassAges;
  promise: ClassPromise;
  /** How far the oldest read is past the promise now; 0 when within it. */
  behindByMs: number;
}

/**
 * What /book/sync shows of the schedule: per class, what can be promised (the rate less what the two lists' walks
 * take) and what is measured now. The classes' customers are the book's, as the syncer last judged them.
 */
export async function readScheduleReport(
  db: Db,
  sync: SyncConfig,
  schedule: ScheduleConfig,
): Promise<{ classes: ClassReport[]; ratePerSecond: number; conversionsEveryMs: number }> {
  const { classes, listPages } = await readAgesByClass(db, sync.perPage);
  const lists = listWalks(listPages, sync.ratePerSecond, sync.intervalMs);
  const ratePerSecond = Math.max(0, sync.ratePerSecond - lists.callsPerSecond);
  const promise = promiseReads(ratePerSecond, classes, schedule);
  return {
    ratePerSecond,
    conversionsEveryMs: lists.conversionsEveryMs,
    classes: READ_CLASSES.map((readClass) => {
      const ages = classes[readClass];
      const behindByMs = Math.max(0, (ages.oldestMs ?? 0) - promise[readClass].promisedMs);
      return { readClass, ages, promise: promise[readClass], behindByMs };
    }),
  };
}
