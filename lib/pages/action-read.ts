import "server-only";
import { notFound } from "next/navigation";
import { toActionOutcome, type SafeActionResultLike } from "@/lib/errors/action-error";
import type { PageRead } from "./upstream";

/**
 * A page's first paint read through the same action the browser may call (session, input schema
 * and error masking included). As with readUpstream: the service's 404 is the page's 404, any
 * other refusal comes back for the page to show with a retry.
 */
export async function readAction<T>(call: Promise<SafeActionResultLike<T> | undefined>): Promise<PageRead<T>> {
  const outcome = toActionOutcome(await call);
  if (!outcome.ok && outcome.error.kind === "not-found") notFound();
  return outcome;
}
