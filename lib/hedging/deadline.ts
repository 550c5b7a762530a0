import "server-only";

/** Not AbortSignal.timeout: Node keeps its timer, and the request's async context, until a major GC. */
export function startDeadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
