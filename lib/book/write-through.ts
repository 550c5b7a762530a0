import "server-only";
import { hedging, type HedgingResult } from "@/lib/hedging";
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

export function customersRead(result: HedgingResult<Page<Customer>>): void {
  inBackground("customers", () => recordCustomers(result.data.items, { body: result.body }));
}

export function dualHedgesRead(customerId: string, result: HedgingResult<Page<DualHedge>>): void {
  inBackground("dual hedges", () => recordDualHedges(customerId, result.data.items, { body: result.body }));
}

export function dualHedgeRead(customerId: string, result: HedgingResult<DualHedge>): void {
  inBackground("dual hedge", () => recordDualHedge(customerId, result.data, { body: result.body }));
}

export function conversionsRead(result: HedgingResult<Page<Conversion>>): void {
  inBackground("conversions", () => recordConversions(result.data.items, { body: result.body }));
}

/** After a cancel, drawdown accept or early-settlement accept: the dual hedge as it now is, into the book at once. */
export function rereadDualHedge(target: { customerId: string; dualHedgeId: string; requestId?: string }): void {
  inBackground("dual hedge after a mutation", async () => {
    const result = await hedging().getDualHedge({
      customerId: target.customerId,
      dualHedgeId: target.dualHedgeId,
      keepBody: true,
      ...(target.requestId && { requestId: `${target.requestId}.book`.slice(0, 128) }),
    });
    await recordDualHedge(target.customerId, result.data, { body: result.body });
  });
}

/** For lib/data: pass a read's result on to the book, and return it unchanged. */
export function feeding<T>(record: (result: T) => void): <R extends T>(result: R) => R {
  return (result) => {
    try {
      record(result);
    } catch (error) {
      log.warn({ err: error }, "book: a page's read was not written to the book");
    }
    return result;
  };
}
