// React keeps each aborted render's unread Error stack, and with it the render (react/react#37288): until a fix ships.
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
