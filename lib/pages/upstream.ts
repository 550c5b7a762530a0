import "server-only";
import { notFound } from "next/navigation";
import type { ActionError } from "@/lib/errors/action-error";
import { toActionError } from "@/lib/actions/safe-action";
import { isHedgingError, type HedgingResult } from "@/lib/hedging";

export type PageRead<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/**
 * A hedging call made by a page for its first paint. A 404 is the page's 404 (notFound()); any
 * other refusal of the service comes back as a browser-safe error for the page to show with a
 * retry, inside the dashboard layout. Anything else (a bug) is thrown to the segment's error.tsx.
 */
export async function readUpstream<T>(call: Promise<Pick<HedgingResult<T>, "data">>): Promise<PageRead<T>> {
  try {
    const { data } = await call;
    return { ok: true, data };
  } catch (error) {
    if (!isHedgingError(error)) throw error;
    if (error.kind === "not-found") notFound();
    return { ok: false, error: toActionError(error, error.requestId) };
  }
}
