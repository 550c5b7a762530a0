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

  /** Everyone holds off until `ms` from now (a 429's Retry-After, an outage's back-off). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, performance.now() + ms);
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      await this.waitForSlot();
      return await call();
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.inFlight < this.concurrency) {
      this.inFlight += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }

  private async waitForSlot(): Promise<void> {
    for (;;) {
      this.signal?.throwIfAborted();
      const now = performance.now();
      const at = Math.max(this.nextSlot, this.pausedUntil, now);
      if (at <= now) {
        this.nextSlot = now + 1000 / this.ratePerSecond;
        return;
      }
      await sleep(at - now, this.signal); // a pause may have grown meanwhile: look again
    }
  }
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
