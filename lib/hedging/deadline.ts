import "server-only";

/**
 * A time budget as an AbortSignal, cleared when the work ends. Not AbortSignal.timeout: Node keeps
 * its timer, and with it the request's async context (the whole render), until a major GC collects it.
 */
export function startDeadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
