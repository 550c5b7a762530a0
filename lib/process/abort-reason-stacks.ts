// React's Flight server aborts each finished render's cacheSignal with a fresh Error whose stack is never read; until read, V8 keeps the
// stack's frames (their receivers: a Node Immediate, linked to the next ones and to their requests' stores), so every page render stayed
// reachable from any keep-alive socket opened during a render. Upstream: react/react#37288 (fix: react/react#37289, unmerged and in no
// release yet: keep this until one ships it), vercel/next.js#84648. A bare `abort()` is the same: Node creates the DOMException inside it.
const installed = Symbol.for("hedge-desk.abort-reason-stacks");

/** Reads an abort reason's stack once, as the string it becomes: V8 then drops the captured frames and what they held. */
export function releaseAbortReasonStacks(): boolean {
  const global = globalThis as typeof globalThis & { [installed]?: boolean };
  if (global[installed]) return false;
  global[installed] = true;
  const original = AbortController.prototype.abort;
  AbortController.prototype.abort = function abort(this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    const result = Reflect.apply(original, this, [reason]);
    // No reason given: the signal's is the "AbortError" DOMException Node just made, its frames captured (this one's caller's included).
    if (reason === undefined && this.signal.reason instanceof Error) void this.signal.reason.stack;
    return result;
  };
  return true;
}
