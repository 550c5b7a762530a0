import "server-only";
import { isHedgingError } from "@/lib/hedging";
import { startDeadline } from "@/lib/hedging/deadline";

export type UpstreamState = string;

export interface UpstreamProbeOptions {
  /** One small read; must stop when `signal` aborts. */
  read: (signal: AbortSignal) => Promise<unknown>;
  reuseForMs?: number;
  deadlineMs?: number;
  now?: () => number;
}

/** At most one probe per `reuseForMs`, so a busy health check cannot load the service. */
export function createUpstreamProbe({
  read,
  reuseForMs = 10_000,
  deadlineMs = 2_000,
  now = Date.now,
}: UpstreamProbeOptions) {
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
    if (isHedgingError(error) && typeof error.status === "number" && error.status < 500)
      return `refused (${error.status})`;
    return "unreachable";
  } finally {
    deadline.clear();
  }
}
