import "server-only";

type Entry<T> = { version: number; value: Promise<T> };

/**
 * Values that depend only on the book (and a key, such as the filters), kept per version of its change stamp
 * (lib/book/changes.ts) in this process, the least recently used past `maxEntries` dropped. Unlike the desk's cache
 * (lib/desk/desk-cache.ts) it never serves a value older than the version asked for: a load that read version v is
 * served what was read as of v or newer, or reads it now. Exact whichever instance wrote, as each load reads the
 * version from the database. Concurrent loads of one key and version share one read; a failed read is not kept.
 */
export class KeptPerVersion<T> {
  readonly #entries = new Map<string, Entry<T>>();
  /** Reads made (misses): what tests count. */
  reads = 0;

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.#entries.size;
  }

  asOf(key: string, version: number, read: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept && kept.version >= version) {
      // Moved to the end of the map's order: the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    this.reads += 1;
    const value = read();
    const entry = { version, value };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }
}
