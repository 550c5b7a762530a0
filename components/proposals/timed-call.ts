import { clockOffsetMs } from "@/lib/domain/countdown";

/**
 * Runs a call and measures it with this browser's clock, so a quote's `serverNowMs` can be turned
 * into an offset between the server's clock and ours (round trip included).
 */
export async function timedCall<T>(call: () => Promise<T>): Promise<{ result: T; sentAtMs: number; receivedAtMs: number }> {
  const sentAtMs = Date.now();
  const result = await call();
  return { result, sentAtMs, receivedAtMs: Date.now() };
}

export function offsetFrom(serverNowMs: number, timing: { sentAtMs: number; receivedAtMs: number }): number {
  return clockOffsetMs(serverNowMs, timing.receivedAtMs, timing.receivedAtMs - timing.sentAtMs);
}
