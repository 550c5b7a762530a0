// Isomorphic: client components render it.
import type { ActionError } from "./action-error";

/** What to do when the hedging service itself refused Hedge Desk's keys (401) or this key (403); ours carry no status. */
export function keyHint(error: ActionError): string | undefined {
  if (typeof error.status !== "number") return undefined;
  if (error.kind === "unauthorized") return "The partner API keys may have changed: tell an admin.";
  if (error.kind === "forbidden") return "The partner API key may not be allowed to do this: tell an admin.";
  return undefined;
}
