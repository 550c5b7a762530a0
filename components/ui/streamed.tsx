import type { ReactNode } from "react";

/**
 * A read the page started but does not wait for: inside a Suspense boundary, what depends on it streams in when it
 * arrives, while the page's first bytes (and its 404, when the object is unknown) go out at once.
 */
export async function Streamed<T>({ read, children }: { read: Promise<T>; children: (value: T) => ReactNode }) {
  return children(await read);
}
