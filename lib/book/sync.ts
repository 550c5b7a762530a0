import "server-only";
import { backgroundHedging, type HedgingClient } from "@/lib/hedging";
import type { BookPassTrigger } from "@/lib/db/schema";
import { logger } from "@/lib/log/logger";
import { bookRowsWritten, bookSyncCalls } from "@/lib/metrics/catalog";
import { syncConfigFromEnv, type SyncConfig } from "./config";
import { oneReadOf } from "./customer-reads";
import { trySyncLock } from "./lock";
import { describe, PagedReader, PassStopped, wholeCount } from "./paged-reader";
import { sharedPacer, type Pacer } from "./pacer";
import { closePass, failPass, openPass, recordProgress, type PassCounters } from "./passes";
import { analyzeBook, analyzedBookRows } from "./book-statistics";
import { completeCustomerReads, type CompleteRead, failCustomerRead } from "./read-outcomes";
import { walkConversions } from "./conversions-walk";
import { recordCustomers, recordDualHedges } from "./store";

const log = logger.child({ component: "book" });

/** Statistics are refreshed mid-pass once the pass has written at least this many rows and as many as they counted. */
const ANALYZE_AFTER_ROWS = 5000;

/** After this many customers in a row failed, the service is in trouble: the pass stops rather than hammer it. */
const CONSECUTIVE_CUSTOMER_FAILURES = 10;

export interface PassOptions {
  trigger: BookPassTrigger;
  startedBy?: string | null;
  config?: Partial<SyncConfig>;
  client?: HedgingClient;
  signal?: AbortSignal;
}

export type PassOutcome = { id: number; status: "succeeded" | "failed"; counters: PassCounters; error: string | null };

export type PassStart = { started: false; reason: "busy" } | { started: true; id: number; done: Promise<PassOutcome> };

/** Starts a pass if none runs (here or on another instance); `done` settles when it ends and never rejects. */
export async function startSyncPass(options: PassOptions): Promise<PassStart> {
  const lock = await trySyncLock();
  if (!lock) return { started: false, reason: "busy" };
  let pass: { id: number; startedAt: Date };
  try {
    pass = await openPass(options.trigger, options.startedBy ?? null);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const signal = options.signal ? AbortSignal.any([options.signal, lock.lost]) : lock.lost;
  const config = { ...syncConfigFromEnv(), ...options.config };
  const walker = new PassWalker(pass.id, pass.startedAt, config, options.client ?? backgroundHedging(), signal);
  const done = walker
    .run()
    .finally(() => lock.release().catch((error) => log.error({ err: error }, "book sync: lock not released")));
  return { started: true, id: pass.id, done };
}

/** Runs one pass now and waits for it; `null` when another pass holds the lock. */
export async function runSyncPass(options: PassOptions = { trigger: "schedule" }): Promise<PassOutcome | null> {
  const start = await startSyncPass(options);
  return start.started ? start.done : null;
}

class PassWalker {
  private readonly counters: PassCounters = {
    calls: 0,
    rows: 0,
    skipped: 0,
    errors: 0,
    customersTotal: null,
    customersDone: 0,
  };
  private readonly pacer: Pacer;
  private readonly reader: PagedReader;
  /** A customer listed on two pages (the list shifted while we paged) is read once. */
  private readonly customersRead = new Set<string>();
  /** Customers read completely on the current customers page, closed together once the page's customers are done. */
  private completed: CompleteRead[] = [];
  private consecutiveFailures = 0;
  /** The pass's rows written when the statistics were last refreshed, and the rows they counted then. */
  private analyzed: { rows: number; counted: number | null } = { rows: 0, counted: null };
  private analyzing: Promise<void> | null = null;
  /** Stops the other customers' reads in flight once the pass stops. */
  private readonly stop = new AbortController();
  private readonly signal: AbortSignal;

  constructor(
    private readonly id: number,
    private readonly startedAt: Date,
    private readonly config: SyncConfig,
    private readonly client: HedgingClient,
    signal: AbortSignal,
  ) {
    this.signal = AbortSignal.any([signal, this.stop.signal]);
    this.pacer = sharedPacer(config.ratePerSecond, config.concurrency);
    const onCall = () => {
      this.counters.calls += 1;
      bookSyncCalls.inc();
    };
    this.reader = new PagedReader(config, this.pacer, this.signal, onCall, { passId: id });
  }

  async run(): Promise<PassOutcome> {
    const { id, counters } = this;
    log.info({ passId: id }, "book sync: pass started");
    let error: string | null = null;
    try {
      await this.walkCustomers();
    } catch (failure) {
      error = `Customers: ${describe(failure)}`;
    }
    // Conversions do not depend on customers: read them even when the customers' walk stopped, unless stopped outright.
    if (!this.signal.aborted) {
      try {
        await this.walkConversions();
      } catch (failure) {
        error = [error, `Conversions: ${describe(failure)}`].filter(Boolean).join(" ");
      }
    } else error ??= describe(this.signal.reason);
    // Whatever was written, the planner should know the book's new size (a stopped pass skips it: the lock is gone).
    if (counters.rows > 0 && !this.signal.aborted)
      await analyzeBook().catch((failure: unknown) =>
        log.warn({ err: failure, passId: id }, "book sync: the book's statistics were not refreshed"),
      );
    const status = error === null ? "succeeded" : "failed";
    if (error !== null) counters.errors += 1;
    try {
      await closePass(id, status, counters, error);
    } catch (failure) {
      // A row left "running" reads as a pass that never ends: close it as failed, saying why, without the counters.
      log.error({ err: failure, passId: id }, "book sync: the pass row was not closed");
      await failPass(id, `The pass ended but its record could not be written: ${describe(failure)}`).catch(
        (again: unknown) => log.error({ err: again, passId: id }, "book sync: the pass row was not closed as failed"),
      );
    }
    log[status === "succeeded" ? "info" : "warn"]({ passId: id, ...counters, error }, "book sync: pass ended");
    return { id, status, counters: { ...counters }, error };
  }

  private async walkCustomers(): Promise<void> {
    await this.reader.walk(
      (page, perPage) => this.client.listCustomersLeniently({ page, perPage, signal: this.signal }),
      async (result) => {
        const { items, skipped, pagination } = result.data;
        this.counters.customersTotal ??= wholeCount(pagination.totalResults);
        this.add(await recordCustomers(items, { passId: this.id, body: result.body, skipped }));
        const fresh = items.filter((customer) => !this.customersRead.has(customer.id));
        for (const customer of fresh) this.customersRead.add(customer.id);
        const settled = await Promise.allSettled(fresh.map((customer) => this.syncCustomer(customer.id)));
        // Their reads were complete whatever happened to the others: closed even when the pass stops here.
        const completed = this.completed;
        this.completed = [];
        await completeCustomerReads(completed, this.startedAt);
        if (this.stop.signal.aborted) throw this.stop.signal.reason;
        const failed = settled.find((outcome) => outcome.status === "rejected");
        if (failed) throw failed.reason;
        await recordProgress(this.id, this.counters);
        await this.keepStatistics();
      },
    );
  }

  /** A failed customer keeps its rows (marked stale); the pass goes on unless the service looks down. */
  private async syncCustomer(customerId: string): Promise<void> {
    let skipped = 0;
    try {
      // Staff refreshing this customer right now: their read (complete and closed by itself) stands for this one.
      const { joined } = await oneReadOf(customerId, async () => {
        let dualHedges = 0;
        await this.reader.walk(
          (page, perPage) => this.client.listDualHedgesLeniently({ customerId, page, perPage, signal: this.signal }),
          async (result) => {
            skipped += result.data.skipped;
            dualHedges += result.data.items.length;
            const recorded = await recordDualHedges(customerId, result.data.items, {
              passId: this.id,
              body: result.body,
              skipped: result.data.skipped,
            });
            this.add(recorded);
            await this.keepStatistics();
          },
        );
        return { dualHedges, calls: 0 };
      });
      // An answer without an id may be one we hold: nothing is marked "not seen" on such a read.
      if (!joined) this.completed.push({ customerId, markNotSeen: skipped === 0 });
      this.consecutiveFailures = 0;
    } catch (failure) {
      if (failure instanceof PassStopped || this.signal.aborted) {
        this.stop.abort(failure);
        throw failure;
      }
      this.counters.errors += 1;
      this.consecutiveFailures += 1;
      log.warn({ passId: this.id, customerId, err: failure }, "book sync: a customer's dual hedges were not read");
      await failCustomerRead(customerId, describe(failure));
      if (this.consecutiveFailures >= CONSECUTIVE_CUSTOMER_FAILURES) {
        this.stop.abort(new PassStopped("stopped"));
        throw new PassStopped(
          `${CONSECUTIVE_CUSTOMER_FAILURES} customers in a row could not be read: ${describe(failure)}`,
        );
      }
    } finally {
      this.counters.customersDone += 1;
    }
  }

  private walkConversions(): Promise<void> {
    const { reader, client, signal, id: passId, startedAt } = this;
    return walkConversions({ reader, client, signal, passId, startedAt, add: (recorded) => this.add(recorded) });
  }

  /** PGlite runs no autovacuum: refresh statistics as the book doubles, or a filling book stays planned as empty. */
  private async keepStatistics(): Promise<void> {
    if (this.analyzing) return this.analyzing;
    this.analyzing = (async () => {
      this.analyzed.counted ??= await analyzedBookRows();
      const written = this.counters.rows - this.analyzed.rows;
      if (written < Math.max(ANALYZE_AFTER_ROWS, this.analyzed.counted)) return;
      await analyzeBook();
      this.analyzed = { rows: this.counters.rows, counted: await analyzedBookRows() };
    })()
      .catch((failure: unknown) =>
        log.warn({ err: failure, passId: this.id }, "book sync: the book's statistics were not refreshed"),
      )
      .finally(() => {
        this.analyzing = null;
      });
    return this.analyzing;
  }

  private add(recorded: { rows: number; skipped: number }): void {
    this.counters.rows += recorded.rows;
    bookRowsWritten.inc(recorded.rows);
    this.counters.skipped += recorded.skipped;
  }
}
