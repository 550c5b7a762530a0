import "server-only";
import { createHash } from "node:crypto";
import { backgroundHedging, type HedgingClient } from "@/lib/hedging";
import { getDb } from "@/lib/db";
import { todayUtc } from "@/lib/format/desk-calendar";
import { logger } from "@/lib/log/logger";
import { bookRowsWritten, bookSyncCalls } from "@/lib/metrics/catalog";
import { attentionRulesFromEnv, scheduleConfigFromEnv, syncConfigFromEnv, type SyncConfig } from "./config";
import { trySyncLock } from "./lock";
import { sharedPacer, sleep } from "./pacer";
import { describe, PagedReader, PassStopped } from "./paged-reader";
import { closePass, openPass, recordProgress, type PassCounters } from "./passes";
import { judgeReadClasses } from "./read-classes";
import { completeCustomerReads, failCustomerRead } from "./read-outcomes";
import { walkConversions } from "./conversions-walk";
import { conversionsPageGapMs } from "./list-walks";
import {
  afterRead,
  chooseNext,
  countRead,
  NO_READS,
  reclassify,
  type LaneCounts,
  type ScheduleConfig,
  type ScheduledCustomer,
} from "./read-schedule";
import { loadSchedule, pendingRequests, saveRead } from "./schedule-store";
import { recordCustomers, recordDualHedges } from "./store";
import { honoursUpdateDay, UpdateDayIgnored, updateDaysToRead, type WholeRead } from "./update-days";

const log = logger.child({ component: "book" });

/** How often the syncer looks for requests from other instances, re-judges every class, and writes its progress. */
const LOOK_EVERY_MS = 5_000;
const JUDGE_ALL_EVERY_MS = 60_000;

export interface ScheduledSyncOptions {
  config?: Partial<SyncConfig>;
  schedule?: ScheduleConfig;
  client?: HedgingClient;
  signal?: AbortSignal;
}

export type ScheduledSyncStart =
  { started: false; reason: "busy" } | { started: true; id: number; done: Promise<void> };

/**
 * The continuous sync: while it holds the sync role (one instance in the cluster), it reads one customer after
 * another at the configured rate, the one the schedule says is most overdue, and walks the customers and conversions
 * lists beside those reads, each again HEDGING_SYNC_INTERVAL_SECONDS after its last walk. It runs as one pass row
 * (trigger "schedule") until stopped.
 */
export async function startScheduledSync(options: ScheduledSyncOptions = {}): Promise<ScheduledSyncStart> {
  const lock = await trySyncLock();
  if (!lock) return { started: false, reason: "busy" };
  let pass: { id: number };
  try {
    pass = await openPass("schedule", null);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const signal = options.signal ? AbortSignal.any([options.signal, lock.lost]) : lock.lost;
  const config = { ...syncConfigFromEnv(), ...options.config };
  const sync = new ScheduledSync(pass.id, config, options.schedule ?? scheduleConfigFromEnv(), options.client, signal);
  const done = sync
    .run()
    .finally(() => lock.release().catch((error) => log.error({ err: error }, "book sync: lock not released")));
  return { started: true, id: pass.id, done };
}

class ScheduledSync {
  private readonly counters: PassCounters = {
    calls: 0,
    rows: 0,
    skipped: 0,
    errors: 0,
    customersTotal: null,
    customersDone: 0,
  };
  private readonly reader: PagedReader;
  private readonly client: HedgingClient;
  private schedule = new Map<string, ScheduledCustomer & { contentHash: string | null }>();
  private counts: LaneCounts = NO_READS;
  /** Each list's walk: under way beside the customers' reads (sharing the pacer), or when it is due again. */
  private readonly lists: Record<"customers" | "conversions", { dueAt: number; walk: Promise<void> | null }> = {
    customers: { dueAt: 0, walk: null },
    conversions: { dueAt: 0, walk: null },
  };
  private listsStopped: unknown = null;
  /** Ends the step's wait early: the walk has added customers to the schedule. */
  private nudge = new AbortController();
  private lookedAt = 0;
  private judgedAt = 0;
  /** Each customer's last whole read by this syncer (after a take-over or restart, each one's first read is whole). */
  private readonly wholeReads = new Map<string, WholeRead>();
  /** False once an answer showed the service ignores the update-date filter: every customer is then read whole. */
  private updateDaysHonoured = true;

  constructor(
    private readonly id: number,
    private readonly config: SyncConfig,
    private readonly scheduleConfig: ScheduleConfig,
    client: HedgingClient | undefined,
    private readonly signal: AbortSignal,
  ) {
    this.client = client ?? backgroundHedging();
    const pacer = sharedPacer(config.ratePerSecond, config.concurrency);
    const onCall = () => {
      this.counters.calls += 1;
      bookSyncCalls.inc();
    };
    this.reader = new PagedReader(config, pacer, signal, onCall, { passId: id });
  }

  async run(): Promise<void> {
    log.info({ passId: this.id }, "book sync: the scheduled sync started");
    let error: string | null = null;
    try {
      this.schedule = await loadSchedule();
      while (!this.signal.aborted) await this.step();
    } catch (failure) {
      error = describe(this.signal.aborted ? this.signal.reason : failure);
    }
    await Promise.all([this.lists.customers.walk, this.lists.conversions.walk]);
    await closePass(this.id, error === null ? "succeeded" : "failed", this.counters, error).catch((failure: unknown) =>
      log.error({ err: failure, passId: this.id }, "book sync: the pass row was not closed"),
    );
    log.info({ passId: this.id, ...this.counters, error }, "book sync: the scheduled sync stopped");
  }

  private async step(): Promise<void> {
    if (this.listsStopped) throw this.listsStopped;
    const now = Date.now();
    if (now >= this.lists.customers.dueAt) this.startWalk("customers", () => this.walkCustomers());
    if (now >= this.lists.conversions.dueAt) this.startWalk("conversions", () => this.walkConversions());
    if (now - this.lookedAt >= LOOK_EVERY_MS) await this.look(now);
    const choice = chooseNext(this.schedule.values(), Date.now(), this.counts, this.scheduleConfig);
    if (choice === null || "waitMs" in choice) {
      const listDue = Math.min(this.lists.customers.dueAt, this.lists.conversions.dueAt);
      const until = Math.min(listDue, this.lookedAt + LOOK_EVERY_MS) - Date.now();
      this.nudge = new AbortController();
      const wait = AbortSignal.any([this.signal, this.nudge.signal]);
      await sleep(Math.max(10, Math.min(choice?.waitMs ?? Infinity, until)), wait).catch((stopped: unknown) => {
        if (this.signal.aborted) throw stopped;
      });
      return;
    }
    this.counts = countRead(this.counts, choice.lane);
    await this.readCustomer(choice.read);
  }

  /** Requests made on any instance, the classes as the book now has them (a day turned, an approval asked), progress. */
  private async look(now: number): Promise<void> {
    this.lookedAt = now;
    for (const { id, requestedAt } of await pendingRequests()) {
      const customer = this.schedule.get(id);
      if (customer && customer.requestedAt === null) this.schedule.set(id, { ...customer, requestedAt });
    }
    if (now - this.judgedAt >= JUDGE_ALL_EVERY_MS) {
      this.judgedAt = now;
      this.applyClasses(await judgeReadClasses(await getDb(), todayUtc(now), attentionRulesFromEnv()));
    }
    await recordProgress(this.id, this.counters);
  }

  private applyClasses(changed: { id: string; readClass: ScheduledCustomer["readClass"] }[]): void {
    for (const { id, readClass } of changed) {
      const customer = this.schedule.get(id);
      if (customer) this.schedule.set(id, { ...customer, ...reclassify(customer, readClass, this.scheduleConfig) });
    }
  }

  /** Walks a list beside the customers' reads; due again an interval after the walk ends. */
  private startWalk(name: keyof ScheduledSync["lists"], walk: () => Promise<void>): void {
    const list = this.lists[name];
    list.dueAt = Infinity;
    list.walk = walk()
      .catch((failure: unknown) => {
        this.listsStopped = failure;
      })
      .finally(() => {
        list.walk = null;
        list.dueAt = Date.now() + this.config.intervalMs;
        this.nudge.abort();
      });
  }

  /** The customers list, every page: new customers join the schedule as "new". */
  private async walkCustomers(): Promise<void> {
    try {
      await this.reader.walk(
        (page, perPage) => this.client.listCustomersLeniently({ page, perPage, signal: this.signal }),
        async (result) => {
          const { items, skipped } = result.data;
          this.add(await recordCustomers(items, { passId: this.id, body: result.body, skipped }));
        },
      );
      this.schedule = new Map([...(await loadSchedule())].map(([id, stored]) => [id, this.schedule.get(id) ?? stored]));
      this.counters.customersTotal = this.schedule.size;
      this.nudge.abort();
    } catch (failure) {
      if (failure instanceof PassStopped || this.signal.aborted) throw failure;
      this.counters.errors += 1;
      log.warn({ passId: this.id, err: failure }, "book sync: the customers list was not read to the end");
    }
  }

  /** The conversions list, every page, within its share of the rate (lib/book/list-walks.ts). */
  private async walkConversions(): Promise<void> {
    try {
      const { reader, client, signal, id: passId } = this;
      const pageGapMs = conversionsPageGapMs(this.config.ratePerSecond);
      const add = (recorded: { rows: number; skipped: number }) => this.add(recorded);
      await walkConversions({ reader, client, signal, passId, startedAt: new Date(), add, pageGapMs });
    } catch (failure) {
      if (failure instanceof PassStopped || this.signal.aborted) throw failure;
      this.counters.errors += 1;
      log.warn({ passId: this.id, err: failure }, "book sync: the conversions list was not read to the end");
    }
  }

  /**
   * One customer's dual hedges: every page, or, for a large customer read whole within the day, only those updated
   * since its last good read (lib/book/update-days.ts). A failed read keeps its rows (stale) and backs it off.
   */
  private async readCustomer(customer: ScheduledCustomer & { contentHash: string | null }): Promise<void> {
    const startedAt = new Date();
    const hash = createHash("sha256");
    let skipped = 0;
    let pages = 0;
    let failed = false;
    const readPages = (updatedOn?: string) =>
      this.reader.walk(
        (page, perPage) =>
          this.client.listDualHedgesLeniently({
            customerId: customer.id,
            page,
            perPage,
            updatedOn,
            signal: this.signal,
          }),
        async (result) => {
          if (updatedOn && !honoursUpdateDay(result.data.items, updatedOn)) throw new UpdateDayIgnored(updatedOn);
          pages += 1;
          skipped += result.data.skipped;
          hash.update(result.body ?? JSON.stringify(result.data.items));
          this.add(
            await recordDualHedges(customer.id, result.data.items, {
              passId: this.id,
              body: result.body,
              skipped: result.data.skipped,
            }),
          );
        },
      );
    const days = this.updateDaysHonoured
      ? updateDaysToRead(this.wholeReads.get(customer.id), customer.readAt, startedAt.getTime())
      : null;
    let whole = days === null;
    try {
      if (days) whole = !(await this.readDays(customer.id, days, readPages));
      if (whole) {
        pages = 0;
        await readPages();
        this.wholeReads.set(customer.id, { at: startedAt.getTime(), pages });
      }
      // Only a whole read shows what the service no longer lists.
      await completeCustomerReads([{ customerId: customer.id, markNotSeen: whole && skipped === 0 }], startedAt);
    } catch (failure) {
      if (failure instanceof PassStopped || this.signal.aborted) throw failure;
      failed = true;
      this.counters.errors += 1;
      log.warn(
        { passId: this.id, customerId: customer.id, err: failure },
        "book sync: a customer's dual hedges were not read",
      );
      await failCustomerRead(customer.id, describe(failure));
    }
    this.counters.customersDone += 1;
    const contentHash = failed ? null : hash.digest("base64");
    const changed = !failed && contentHash !== customer.contentHash;
    const [judged] = await judgeReadClasses(await getDb(), todayUtc(), attentionRulesFromEnv(), [customer.id]);
    const result = failed ? "failed" : changed ? "changed" : "unchanged";
    const next = afterRead(customer, result, Date.now(), judged?.readClass ?? customer.readClass, this.scheduleConfig);
    this.schedule.set(customer.id, { ...next, contentHash: contentHash ?? customer.contentHash });
    await saveRead(next, startedAt, { changed, contentHash });
  }

  /** The days' lists, true when read; false when the service showed it ignores the filter (then never asked again). */
  private async readDays(customerId: string, days: string[], readPages: (day: string) => Promise<void>) {
    try {
      for (const day of days) await readPages(day);
      return true;
    } catch (failure) {
      if (!(failure instanceof UpdateDayIgnored)) throw failure;
      this.updateDaysHonoured = false;
      log.warn({ passId: this.id, customerId, day: failure.day }, "book sync: the update-date filter is ignored");
      return false;
    }
  }

  private add(recorded: { rows: number; skipped: number }): void {
    this.counters.rows += recorded.rows;
    bookRowsWritten.inc(recorded.rows);
    this.counters.skipped += recorded.skipped;
  }
}
