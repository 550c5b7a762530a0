import "server-only";
import { isHedgingError, type HedgingError, type HedgingResult } from "@/lib/hedging";
import { logger } from "@/lib/log/logger";
import type { LenientPage } from "@/lib/wire";
import type { SyncConfig } from "./config";
import type { Pacer } from "./pacer";

const log = logger.child({ component: "book" });

/** The sync cannot go on (unreachable for too long, lists failing, stopped): what was read so far stays. */
export class PassStopped extends Error {
  override readonly name = "PassStopped";
}

/**
 * Reads lists page by page at the pacer's pace: 429 and 5xx back off (Retry-After honoured), an unreachable service
 * pauses everyone and, past the configured time, stops the sync. Used by the full pass and the scheduled sync alike.
 */
export class PagedReader {
  private unreachableSince: number | null = null;

  constructor(
    private readonly config: SyncConfig,
    private readonly pacer: Pacer,
    private readonly signal: AbortSignal,
    private readonly onCall: () => void,
    private readonly context: Record<string, unknown>,
  ) {}

  /** Every page of one list, each read once, bounded by the first page's total; without one, by full pages. */
  async walk<T>(
    fetch: (page: number, perPage: number) => Promise<HedgingResult<LenientPage<T>>>,
    onPage: (result: HedgingResult<LenientPage<T>>) => Promise<void>,
  ): Promise<void> {
    let pages = Infinity;
    let pageSize = this.config.perPage;
    for (let page = 1; ; page += 1) {
      const result = await this.call(() => fetch(page, this.config.perPage));
      const { pagination, items, skipped } = result.data;
      if (page === 1) {
        const perPage = wholeCount(pagination.perPage);
        const total = wholeCount(pagination.totalResults);
        pageSize = perPage && perPage > 0 ? Math.min(perPage, pageSize) : pageSize;
        if (total !== null) pages = Math.max(1, Math.ceil(total / pageSize));
      }
      await onPage(result);
      if (page >= pages || items.length + skipped < pageSize) return;
    }
  }

  /** One call at the pace; 429 and 5xx back off (Retry-After honoured), an unreachable service pauses everyone. */
  async call<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.pacer.run(() => {
          this.onCall();
          return send();
        }, this.signal);
        this.unreachableSince = null;
        return result;
      } catch (failure) {
        if (this.signal.aborted) throw new PassStopped(describe(this.signal.reason));
        if (!isHedgingError(failure)) throw failure;
        const wait = this.backoff(failure, attempt);
        if (wait === null) throw failure;
        log.warn({ ...this.context, status: failure.status, attempt, waitMs: wait }, "book sync: backing off");
        this.pacer.pause(wait);
      }
    }
  }

  /** How long to wait before trying again, or null to give the page up. */
  private backoff(error: HedgingError, attempt: number): number | null {
    const { maxBackoffMs, attemptsPerPage, unreachableGiveUpMs, backoffBaseMs } = this.config;
    const exponential = Math.min(maxBackoffMs, backoffBaseMs * 2 ** (attempt - 1));
    if (error.status === "network" || error.status === "timeout") {
      // Monotonic clocks here and in the pacer: a wall-clock jump neither ends nor stretches a wait.
      const since = (this.unreachableSince ??= performance.now());
      if (performance.now() - since >= unreachableGiveUpMs) {
        throw new PassStopped(
          `The hedging service could not be reached for ${Math.round((performance.now() - since) / 1000)} s`,
        );
      }
      return exponential;
    }
    const retryable = error.status === 429 || error.kind === "unavailable";
    if (!retryable || attempt >= attemptsPerPage) return null;
    return Math.min(maxBackoffMs, error.retryAfterMs ?? exponential);
  }
}

/** A count only when it is a whole number: production sends fractions, which prove nothing. */
export function wholeCount(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= 0 ? value : null;
}

export function describe(error: unknown): string {
  if (isHedgingError(error))
    return `${error.message} (${error.method} ${error.path.split("?")[0]}, request ${error.requestId})`;
  return error instanceof Error ? error.message : String(error);
}
