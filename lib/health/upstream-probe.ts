import "server-only";
import { isHedgingError } from "@/lib/hedging";
import { startDeadline } from "@/lib/hedging/deadline";

/** `ok`, `unreachable`, or `refused (401)` and the like. */
export type UpstreamState = string;

export interface UpstreamProbeOptions {
  /** One small read; must stop when `signal` aborts. */
  read: (signal: AbortSignal) => Promise<unknown>;
  /** A result is reused this long, however often health is asked. */
  reuseForMs?: number;
  /** The probe gives up (and its connection is closed) after this long. */
  deadlineMs?: number;
  now?: () => number;
}

/**
 * Does the hedging service answer, and does it accept our keys? At most one probe per `reuseForMs`:
 * callers within that time share the one in flight or its result, so a busy health check cannot
 * turn into load on the service.
 */
export function createUpstreamProbe({ read, reuseForMs = 10_000, deadlineMs = 2_000, now = Date.now }: UpstreamProbeOptions) {
  let last: { startedAt: number; state: Promise<UpstreamState> } | undefined;
  return function probe(): Promise<UpstreamState> {
    const at = now();
    if (!last || at - last.startedAt >= reuseForMs) last = { startedAt: at, state: probeOnce(read, deadlineMs) };
    return last.state;
  };
}

async function probeOnce(read: UpstreamProbeOptions["read"], deadlineMs: number): Promise<UpstreamState> {
  const deadline = startDeadline(deadlineMs);
  try {
    await read(deadline.signal);
    return "ok";
  } catch (error) {
    if (isHedgingError(error) && typeof error.status === "number" && error.status < 500) return `refused (${error.status})`;
    return "unreachable";
  } finally {
    deadline.clear();
  }
}
