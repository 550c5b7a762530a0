/** A polite client's pace: a rate, a concurrency, and a pause while the service asks for one or cannot be reached. */
export class Pacer {
  private nextSlot = 0;
  private pausedUntil = 0;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly ratePerSecond: number,
    private readonly concurrency: number,
    private readonly signal?: AbortSignal,
  ) {}

  /** Callers waiting for a place (all `concurrency` in flight): what a test watches. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Everyone holds off until `ms` from now (a 429's Retry-After, an outage's back-off). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, performance.now() + ms);
  }

  /**
   * `signal`: this caller's own (a pass, an export) besides the pacer's; it stops the wait, not the others'.
   * `priority`: ahead of every call waiting (staff refreshing one customer), still at the pace.
   */
  async run<T>(call: () => Promise<T>, signal?: AbortSignal, { priority = false } = {}): Promise<T> {
    const stop = signal && this.signal ? AbortSignal.any([signal, this.signal]) : (signal ?? this.signal);
    await this.acquire(stop, priority);
    try {
      await this.waitForSlot(stop);
      return await call();
    } finally {
      this.release();
    }
  }

  private async acquire(signal: AbortSignal | undefined, priority: boolean): Promise<void> {
    signal?.throwIfAborted();
    if (this.inFlight < this.concurrency) {
      this.inFlight += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.waiting.indexOf(granted);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason);
      };
      const granted = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      if (priority) this.waiting.unshift(granted);
      else this.waiting.push(granted);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }

  private async waitForSlot(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const now = performance.now();
      const at = Math.max(this.nextSlot, this.pausedUntil, now);
      if (at <= now) {
        this.nextSlot = now + 1000 / this.ratePerSecond;
        return;
      }
      await sleep(at - now, signal); // a pause may have grown meanwhile: look again
    }
  }
}

const globalForPacers = globalThis as unknown as { hedgeDeskPacers?: Map<string, Pacer> };

/** One pacer per pace in the process: passes and exports share it, so together they keep the sync's pace. */
export function sharedPacer(ratePerSecond: number, concurrency: number): Pacer {
  const pacers = (globalForPacers.hedgeDeskPacers ??= new Map());
  const key = `${ratePerSecond}/${concurrency}`;
  let pacer = pacers.get(key);
  if (!pacer) pacers.set(key, (pacer = new Pacer(ratePerSecond, concurrency)));
  return pacer;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    timer.unref?.();
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
