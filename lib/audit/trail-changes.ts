import "server-only";

// What follows a step on the trail that may open or close a work item (an outcome, an approval step): on globalThis,
// as the module may load twice. A listener only schedules work, never throws nor waits.
const globalForListeners = globalThis as unknown as { hedgeDeskTrailListeners?: Set<() => void> };
const listeners = () => (globalForListeners.hedgeDeskTrailListeners ??= new Set());

/** Calls `listener` after every call's outcome and every approval step recorded in this process; returns how to stop. */
export function onTrailStep(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

export function trailStepped(): void {
  for (const listener of listeners()) listener();
}
