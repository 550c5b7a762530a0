import { AsyncLocalStorage } from "node:async_hooks";

// Work no one waits on line for (figures computed for a cache, an export's next batch). On the embedded database,
// which runs one statement at a time in the app's own process, its statements go after the ones pages are waiting on.

const background = new AsyncLocalStorage<true>();

/** Runs `work` as background work: every statement it sends waits its turn behind others'. */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

export function isBackground(): boolean {
  return background.getStore() === true;
}
