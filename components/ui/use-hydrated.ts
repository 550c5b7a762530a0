import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False until React has hydrated: JavaScript-only controls stay disabled so an early click is not lost. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
