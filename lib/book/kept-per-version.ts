import "server-only";

type Entry<T> = { version: number; value: Promise<T>; at: number };

/** Values kept per book version in this process, never older than the version asked for; one read per key, version. */
export class KeptPerVersion<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** Reads made (misses): what tests count. */
  reads = 0;

  constructor(
    readonly maxEntries: number,
    /** A ceiling on a value's life, for a write that bypassed the version (hand-run SQL): past it, read again. */
    readonly maxAgeMs = Infinity,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  asOf(key: string, version: number, read: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept && kept.version >= version && performance.now() - kept.at < this.maxAgeMs) {
      // Moved to the end of the map's order: the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    this.reads += 1;
    const value = read();
    const entry = { version, value, at: performance.now() };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }
}
