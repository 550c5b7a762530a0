import { clockOffsetMs } from "@/lib/domain/countdown";

/** Times a call by this browser's clock, so a quote's `serverNowMs` becomes an offset from ours. */
export async function timedCall<T>(
  call: () => Promise<T>,
): Promise<{ result: T; sentAtMs: number; receivedAtMs: number }> {
  const sentAtMs = Date.now();
  const result = await call();
  return { result, sentAtMs, receivedAtMs: Date.now() };
}

export function offsetFrom(serverNowMs: number, timing: { sentAtMs: number; receivedAtMs: number }): number {
  return clockOffsetMs(serverNowMs, timing.receivedAtMs, timing.receivedAtMs - timing.sentAtMs);
}
