import "server-only";
import { backgroundHedging, type HedgingResult } from "@/lib/hedging";
import { logger } from "@/lib/server/logger";
import type { Conversion, Customer, DualHedge, Page } from "@/lib/wire";
import { recordConversions, recordCustomers, recordDualHedge, recordDualHedges } from "./store";

// Every read a page already makes feeds the book, after the page has its data: never awaited by the page,
// so a slow or failing book write never slows or fails it (the error is logged).

const log = logger.child({ component: "book" });
const pending = new Set<Promise<unknown>>();

function inBackground(what: string, write: () => Promise<unknown>): void {
  const done = write()
    .catch((error: unknown) => log.warn({ err: error, what }, "book: a page's read was not written to the book"))
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves when the writes started so far are done (tests; a graceful stop). */
export async function settleBookWrites(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

// Each takes a read's result and returns it unchanged (for lib/data's `.then(...)`), generic in the result so the page
// keeps its exact type and a callback's parameter is inferred.

export function customersRead<R extends HedgingResult<Page<Customer>>>(result: R): R {
  return passOn(result, "customers", () => recordCustomers(result.data.items, { body: result.body }));
}

export function dualHedgesRead<R extends HedgingResult<Page<DualHedge>>>(customerId: string, result: R): R {
  return passOn(result, "dual hedges", () => recordDualHedges(customerId, result.data.items, { body: result.body }));
}

export function dualHedgeRead<R extends HedgingResult<DualHedge>>(customerId: string, result: R): R {
  return passOn(result, "dual hedge", () => recordDualHedge(customerId, result.data, { body: result.body }));
}

export function conversionsRead<R extends HedgingResult<Page<Conversion>>>(result: R): R {
  return passOn(result, "conversions", () => recordConversions(result.data.items, { body: result.body }));
}

/**
 * After a cancel, drawdown accept or early-settlement accept: the dual hedge as it now is, into the book at once.
 * One polite read, without the page client's retries (as the sync reads): nobody waits for it, the page shown after
 * the mutation reads the same dual hedge (and feeds the book) itself, and the next sync pass catches what a failed
 * re-read missed, so retrying would only press a service that may just have failed.
 */
export function rereadDualHedge(target: { customerId: string; dualHedgeId: string; requestId?: string }): void {
  inBackground("dual hedge after a mutation", async () => {
    const result = await backgroundHedging().getDualHedge({
      customerId: target.customerId,
      dualHedgeId: target.dualHedgeId,
      keepBody: true,
      ...(target.requestId && { requestId: `${target.requestId}.book`.slice(0, 128) }),
    });
    await recordDualHedge(target.customerId, result.data, { body: result.body });
  });
}

/** The read goes to the book in the background; the page gets it back whatever the book does with it. */
function passOn<R>(result: R, what: string, write: () => Promise<unknown>): R {
  try {
    inBackground(what, write);
  } catch (error) {
    // A result the book cannot take (write threw before its first await): the page still has its data.
    log.warn({ err: error, what }, "book: a page's read was not written to the book");
  }
  return result;
}
