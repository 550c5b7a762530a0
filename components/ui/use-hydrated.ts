import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the server's HTML and until React has hydrated, then true. Controls that only work with
 * JavaScript (they update the URL state or open a dialog) stay disabled until then, so an early
 * click or keystroke is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
