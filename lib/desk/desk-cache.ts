import "server-only";
import type { BookStamp } from "@/lib/book/changes";
import { logger } from "@/lib/log/logger";

const log = logger.child({ component: "desk" });

/** Figures and the book state they were computed from (the stamp read before computing: they are at least that new). */
export type Served<T> = { value: T; stamp: BookStamp };

type Entry<T> = {
  done: (Served<T> & { at: number }) | null;
  /** Never the one dropped for room (the desk everyone opens). */
  pinned: boolean;
  /** The one computation running for this key, whatever stamp it started from. */
  running: Promise<Served<T>> | null;
};

/** The desk's figures per filters, served at once while a newer book is recomputed (once per key at a time). */
export class DeskCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** Computations started, requests served current figures, requests served older ones: what tests and the bench count. */
  computed = 0;
  hits = 0;
  stale = 0;

  constructor(
    readonly maxEntries: number,
    /** A ceiling on any figures' life, for a write that bypassed the stamp (hand-run SQL): past it, recomputed. */
    readonly maxAgeMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Whether figures for this key are kept (or being computed): a request for it costs no new computation of its own. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  async get(
    key: string,
    stamp: BookStamp,
    compute: () => Promise<T>,
    { waitFrom = 0, pinned = false }: { waitFrom?: number; pinned?: boolean } = {},
  ): Promise<Served<T>> {
    // A few rounds at most: a computation awaited may have started from an older stamp than this request needs.
    for (let round = 0; ; round += 1) {
      const entry = this.#touch(key, pinned);
      const { done } = entry;
      if (done && done.stamp.version >= stamp.version && performance.now() - done.at < this.maxAgeMs) {
        if (round === 0) this.hits += 1; // not a request that waited for the computation
        return done;
      }
      const running = entry.running ?? this.#start(key, entry, stamp, compute);
      // Staff changed the book in this process (the stamp `waitFrom`) and this request sees that change: they wait for it.
      const staffWait = done !== null && done.stamp.version < waitFrom && stamp.version >= waitFrom;
      if (done && (!staffWait || round >= 3)) {
        if (round === 0) this.stale += 1;
        return done;
      }
      try {
        await running;
      } catch (error) {
        const kept = this.#entries.get(key)?.done ?? done;
        if (kept) return kept;
        throw error;
      }
    }
  }

  #touch(key: string, pinned: boolean): Entry<T> {
    const entry = this.#entries.get(key) ?? { done: null, running: null, pinned };
    this.#entries.delete(key); // re-inserted: a Map keeps insertion order, so the first key is the least recent
    this.#entries.set(key, entry);
    for (const [old, kept] of this.#entries) {
      if (this.#entries.size <= this.maxEntries) break;
      if (!kept.pinned && old !== key) this.#entries.delete(old);
    }
    return entry;
  }

  #start(key: string, entry: Entry<T>, stamp: BookStamp, compute: () => Promise<T>): Promise<Served<T>> {
    this.computed += 1;
    const at = performance.now();
    const running = (async () => {
      try {
        const served = { value: await compute(), stamp };
        // Newer figures only: never replace them by ones computed from an older stamp.
        if (!entry.done || entry.done.stamp.version <= stamp.version) entry.done = { ...served, at };
        return served;
      } catch (error) {
        log.error(
          { err: error, key, stamp: stamp.version, kept: entry.done?.stamp.version ?? null },
          "desk: the figures could not be computed; the previous ones (if any) are still served",
        );
        // Nothing to keep: forget the key, so its next request tries again rather than holding a slot.
        if (!entry.done && this.#entries.get(key) === entry) this.#entries.delete(key);
        throw error;
      } finally {
        entry.running = null;
      }
    })();
    running.catch(() => {}); // a background computation nobody awaits must not be an unhandled rejection
    entry.running = running;
    return running;
  }

  /** Resolves when the computations running now have ended (tests; the bench). */
  async settled(): Promise<void> {
    const running = [...this.#entries.values()].flatMap((entry) => (entry.running ? [entry.running] : []));
    await Promise.allSettled(running);
  }

  clear(): void {
    this.#entries.clear();
  }
}
