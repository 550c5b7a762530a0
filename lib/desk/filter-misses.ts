// Each new filter set costs a dozen queries and a place in the cache everyone shares: budgets, per process.

export const DESK_NEW_FILTERS = { perPerson: 10, windowMs: 5 * 60_000 };

export type MissAllowed = { ok: true } | { ok: false; message: string };

export class FilterMisses {
  readonly #misses = new Map<string, number[]>();

  constructor(
    private readonly budget = DESK_NEW_FILTERS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** One more filter set the desk must compute for this person, or why not. */
  allow(person: string): MissAllowed {
    const now = this.now();
    const recent = (this.#misses.get(person) ?? []).filter((at) => now - at < this.budget.windowMs);
    if (recent.length >= this.budget.perPerson) {
      this.#misses.set(person, recent);
      const minutes = Math.max(1, Math.ceil((recent[0]! + this.budget.windowMs - now) / 60_000));
      return {
        ok: false,
        message: `You have opened the desk with ${recent.length} filters it had not computed within ${this.budget.windowMs / 60_000} minutes, the most one person may (each is a dozen queries of the book). Try this one again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or open the book's page with it.`,
      };
    }
    recent.push(now);
    this.#misses.set(person, recent);
    // Forget people who have not missed for a window, so the map stays as small as the staff.
    for (const [who, times] of this.#misses) if (now - times.at(-1)! >= this.budget.windowMs) this.#misses.delete(who);
    return { ok: true };
  }
}
