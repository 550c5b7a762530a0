import "server-only";

/**
 * The desk's figures in memory, keyed by the book's change stamp with the filters, today and the settings, so an
 * unchanged book is computed once and a changed one (a new stamp: a new key) is computed on its next request. Bounded:
 * the least recently used entry goes past `maxEntries`, so memory stays a plateau whatever the filters people try.
 * Requests for a key being computed share that computation; a failed one is forgotten, so the next request tries again.
 */
export class DeskCache<T> {
  readonly #entries = new Map<string, { value: Promise<T>; at: number }>();
  /** Computations started (misses) and requests served from memory: what tests and the bench count. */
  computed = 0;
  hits = 0;

  constructor(
    readonly maxEntries: number,
    /** A ceiling on any entry's life, for a write that bypassed the stamp (hand-run SQL): the stamp does the real work. */
    readonly maxAgeMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = performance.now();
    const entry = this.#entries.get(key);
    this.#entries.delete(key); // re-inserted below: a Map keeps insertion order, so the first key is the least recent
    if (entry && now - entry.at < this.maxAgeMs) {
      this.#entries.set(key, entry);
      this.hits += 1;
      return entry.value;
    }
    this.computed += 1;
    const fresh = { value: compute(), at: now };
    this.#entries.set(key, fresh);
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    fresh.value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return fresh.value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
