import "server-only";
import { countWaiting } from "@/lib/approvals/queries";
import { lastChainCheck } from "@/lib/audit/chain";
import { readBookAge } from "@/lib/book/age";
import { getDb } from "@/lib/db";
import {
  approvalsExpiring,
  approvalsWaiting,
  bookClassOldestReadAge,
  bookCustomersStale,
  bookCustomersUnread,
  bookLastPassAge,
  bookOldestReadAge,
  chainOk,
  chainVerifiedAt,
  chainVerifiedRows,
  gaugesReadFailures,
} from "@/lib/metrics/catalog";
import { beforeScrape } from "@/lib/metrics/registry.mjs";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "metrics" });
/** Several scrapers (two Prometheus servers, a person with curl) cost the database one read per interval. */
const READ_AT_MOST_EVERY_MS = 5_000;
const EXPIRING_WITHIN_MINUTES = 15;

/** The gauges that live in the database (the book's age, approvals waiting, the chain's last check), read when scraped. */
export function readDatabaseGaugesOnScrape(): void {
  let readAt = 0;
  let reading: Promise<void> | null = null;
  beforeScrape("database-gauges", () => {
    if (reading) return reading;
    if (Date.now() - readAt < READ_AT_MOST_EVERY_MS) return Promise.resolve();
    reading = readGauges()
      .catch((error: unknown) => {
        gaugesReadFailures.inc();
        log.warn({ err: error }, "metrics: the database-backed gauges were not read");
      })
      .finally(() => {
        readAt = Date.now();
        reading = null;
      });
    return reading;
  });
}

async function readGauges(): Promise<void> {
  const db = await getDb();
  const [book, approvals, check] = await Promise.all([
    readBookAge(db),
    countWaiting(db, EXPIRING_WITHIN_MINUTES),
    lastChainCheck(db),
  ]);
  bookOldestReadAge.set(book.oldestReadSeconds ?? 0);
  bookClassOldestReadAge.reset();
  for (const [name, seconds] of Object.entries(book.oldestReadSecondsByClass))
    if (seconds !== null) bookClassOldestReadAge.set({ class: name }, seconds);
  bookLastPassAge.set(book.lastPassSeconds ?? -1);
  bookCustomersStale.set(book.stale);
  bookCustomersUnread.set(book.neverRead);
  approvalsWaiting.set(approvals.waiting);
  approvalsExpiring.set(approvals.expiring);
  chainOk.set(check ? (check.ok ? 1 : 0) : -1);
  chainVerifiedRows.set(check?.lastSeq ?? 0);
  chainVerifiedAt.set(check ? check.checkedAt.getTime() / 1000 : 0);
}
