import "server-only";
import { notFound } from "next/navigation";
import type { ActionError } from "@/lib/errors/action-error";
import { toActionError } from "@/lib/hedging/to-action-error";
import { requireSession } from "@/lib/auth/session";
import { hedging, isHedgingError, type HedgingClient } from "@/lib/hedging";

export type PageRead<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/** A signed-in read: the data, or the service's refusal in staff's words; a bug is thrown to error.tsx. */
export async function read<T>(call: (client: HedgingClient) => Promise<{ data: T }>): Promise<PageRead<T>> {
  await requireSession();
  try {
    return { ok: true, data: (await call(hedging())).data };
  } catch (error) {
    if (!isHedgingError(error)) throw error;
    return { ok: false, error: toActionError(error, error.requestId) };
  }
}

/** As read, but the service's 404 is the page's 404. */
export async function readFound<T>(call: (client: HedgingClient) => Promise<{ data: T }>): Promise<PageRead<T>> {
  const result = await read(call);
  if (!result.ok && result.error.kind === "not-found") notFound();
  return result;
}
