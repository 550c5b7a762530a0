// How many exports one person and one instance write: budgets in one place, counted in this process's memory.

export const EXPORT_BUDGET = {
  /** Exports one person may have being written at once. */
  personRunning: 1,
  /** Exports one person may start within the window. */
  personStarted: 10,
  /** Exports one instance writes at once, whoever asked: each holds the database (and the service's pace) while it runs. */
  instanceRunning: 2,
  /** Exports one instance starts within the window. */
  instanceStarted: 60,
  windowMs: 10 * 60_000,
  /** A running export not heard of for this long no longer holds its place (a download dropped without an end). */
  staleRunningMs: 30 * 60_000,
};

export type ExportBudget = typeof EXPORT_BUDGET;
export type ExportStart = { ok: true; release: () => void } | { ok: false; message: string; retryAfterSeconds: number };

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const inMinutes = (ms: number) => `${minutes(ms)} ${minutes(ms) === 1 ? "minute" : "minutes"}`;

export class ExportLimiter {
  readonly #running = new Set<{ userId: string; at: number }>();
  #started: { userId: string; at: number }[] = [];

  constructor(
    private readonly budget: ExportBudget = EXPORT_BUDGET,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A place for one more export of this person's, or why not in their words (and when to try again). */
  start(userId: string): ExportStart {
    const { budget } = this;
    const now = this.now();
    this.#started = this.#started.filter((start) => now - start.at < budget.windowMs);
    for (const lease of this.#running) if (now - lease.at >= budget.staleRunningMs) this.#running.delete(lease);
    const mine = this.#started.filter((start) => start.userId === userId);
    const running = [...this.#running];
    if (running.filter((lease) => lease.userId === userId).length >= budget.personRunning)
      return refuse("Your other export is still being written: wait for it to finish, then export again.", 30);
    if (mine.length >= budget.personStarted) {
      const wait = mine[0]!.at + budget.windowMs - now;
      return refuse(
        `You have started ${mine.length} exports in the last ${minutes(budget.windowMs)} minutes, the most Hedge Desk allows: the next can start in ${inMinutes(wait)}.`,
        Math.ceil(wait / 1000),
      );
    }
    if (running.length >= budget.instanceRunning)
      return refuse(
        `Hedge Desk is writing ${running.length} exports for other staff, as many as it writes at once so that pages stay fast: try again in a minute.`,
        60,
      );
    if (this.#started.length >= budget.instanceStarted) {
      const wait = this.#started[0]!.at + budget.windowMs - now;
      return refuse(
        `Staff have started ${this.#started.length} exports in the last ${minutes(budget.windowMs)} minutes, the most Hedge Desk writes: try again in ${inMinutes(wait)}.`,
        Math.ceil(wait / 1000),
      );
    }
    const lease = { userId, at: now };
    this.#started.push(lease);
    this.#running.add(lease);
    return { ok: true, release: () => void this.#running.delete(lease) };
  }
}

function refuse(message: string, retryAfterSeconds: number): ExportStart {
  return { ok: false, message, retryAfterSeconds };
}
