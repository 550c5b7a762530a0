import type { ReactNode } from "react";

/** A read the page does not wait for: it streams in under Suspense while the first bytes (or the 404) go out. */
export async function Streamed<T>({ read, children }: { read: Promise<T>; children: (value: T) => ReactNode }) {
  return children(await read);
}
