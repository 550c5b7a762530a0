import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";
import { backgroundHedging, type HedgingResult } from "@/lib/hedging";
import { logger } from "@/lib/log/logger";
import type { Conversion, Customer, DualHedge, Page } from "@/lib/wire";
import { staffChangedBook } from "./changes";
import { requestCustomerRead } from "./schedule-store";
import { recordConversions, recordCustomers, recordDualHedge, recordDualHedges } from "./store";

// Pages' reads feed the book in the background, never awaited; repeats within a minute and excess writes are dropped.

const log = logger.child({ component: "book" });
const pending = new Set<Promise<unknown>>();

export const MAX_WRITES_IN_FLIGHT = 4;
const SAME_READ_WINDOW_MS = 60_000;
const SAME_READ_KEPT = 1_000;
/** When each recent read (kind, customer, body's hash) was last written: Map keeps insertion order, oldest first. */
const recentReads = new Map<string, number>();
let inFlight = 0;

function recentlyWritten(key: string | null): boolean {
  if (key === null) return false;
  const at = recentReads.get(key);
  return at !== undefined && performance.now() - at < SAME_READ_WINDOW_MS;
}

function remember(key: string | null): void {
  if (key === null) return;
  recentReads.delete(key);
  recentReads.set(key, performance.now());
  if (recentReads.size > SAME_READ_KEPT) recentReads.delete(recentReads.keys().next().value!);
}

function readKey(what: string, customerId: string, body: string | undefined): string | null {
  return body === undefined
    ? null
    : `${what}\u0000${customerId}\u0000${createHash("sha256").update(body).digest("base64")}`;
}

/** Starts the write unless too many are running (a mutation's re-read always starts); says whether it started. */
function inBackground(
  what: string,
  write: () => Promise<unknown>,
  { always = false, key = null as string | null } = {},
) {
  if (!always && inFlight >= MAX_WRITES_IN_FLIGHT) {
    log.debug({ what }, "book: a page's read was not written (writes busy; the sync will catch up)");
    return false;
  }
  remember(key);
  inFlight += 1;
  const done = write()
    .catch((error: unknown) => {
      if (key !== null) recentReads.delete(key);
      log.warn({ err: error, what }, "book: a page's read was not written to the book");
    })
    .finally(() => {
      inFlight -= 1;
      pending.delete(done);
    });
  pending.add(done);
  return true;
}

/** Resolves when the writes started so far are done (tests; a graceful stop). */
export async function settleBookWrites(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Forgets which reads were written (tests: the same read again is then written again). */
export function forgetRecentBookReads(): void {
  recentReads.clear();
}

// Each returns the read's result unchanged, so lib/data's `.then(...)` keeps its exact type.

export function customersRead<R extends HedgingResult<Page<Customer>>>(result: R): R {
  return passOn(result, "customers", readKey("customers", "", result.body), () =>
    recordCustomers(result.data.items, { body: result.body }),
  );
}

export function dualHedgesRead<R extends HedgingResult<Page<DualHedge>>>(customerId: string, result: R): R {
  return passOn(result, "dual hedges", readKey("dual hedges", customerId, result.body), () =>
    recordDualHedges(customerId, result.data.items, { body: result.body }),
  );
}

export function dualHedgeRead<R extends HedgingResult<DualHedge>>(customerId: string, result: R): R {
  return passOn(result, "dual hedge", readKey("dual hedge", customerId, result.body), () =>
    recordDualHedge(customerId, result.data, { body: result.body }),
  );
}

export function conversionsRead<R extends HedgingResult<Page<Conversion>>>(result: R): R {
  return passOn(result, "conversions", readKey("conversions", "", result.body), () =>
    recordConversions(result.data.items, { body: result.body }),
  );
}

/** After a mutation, the dual hedge as it now is: one read without retries, as the next pass catches a failure. */
export function rereadDualHedge(target: { customerId: string; dualHedgeId: string; requestId?: string }): void {
  inBackground(
    "dual hedge after a mutation",
    async () => {
      const result = await backgroundHedging().getDualHedge({
        customerId: target.customerId,
        dualHedgeId: target.dualHedgeId,
        keepBody: true,
        ...(target.requestId && { requestId: `${target.requestId}.book`.slice(0, 128) }),
      });
      await recordDualHedge(target.customerId, result.data, { body: result.body });
      await staffChangedBook(await getDb()); // staff's own change: their next desk waits for figures that include it
      await requestCustomerRead(target.customerId); // the rest of the customer next, by the scheduled sync
    },
    { always: true },
  );
}

/** The read goes to the book in the background; the page gets it back whatever the book does with it. */
function passOn<R>(result: R, what: string, key: string | null, write: () => Promise<unknown>): R {
  try {
    if (!recentlyWritten(key)) inBackground(what, write, { key });
  } catch (error) {
    // A result the book cannot take (write threw before its first await): the page still has its data.
    log.warn({ err: error, what }, "book: a page's read was not written to the book");
  }
  return result;
}
