import "server-only";
import { onTrailStep } from "@/lib/audit/trail-changes";
import { onBookChanged } from "@/lib/book/changes";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { itemsRefreshSeconds } from "@/lib/metrics/catalog";
import { refreshItems, type RefreshOutcome } from "@/lib/desk/items/refresh";
import { itemRules } from "@/lib/desk/items/rules";

const log = logger.child({ component: "items" });

/** A look even when the book is still: a new day moves the windows, a snooze's time comes. */
const LOOK_EVERY_MS = 60_000;
/** Another instance is refreshing: look again this soon, a few times (its refresh may not include this change). */
const CLAIMED_RETRY_MS = 1_000;
const CLAIMED_RETRIES = 30;
/** A change is announced before its transaction commits: the refresh that follows waits this long to see it. */
const AFTER_CHANGE_MS = 250;
/** Between two refreshes of this process, at least this, and nine times the last one's time: the sync's writes coalesce. */
const MIN_GAP_MS = 1_000;
const GAP_PER_REFRESH_TIME = 9;

const todayUtc = () => new Date().toISOString().slice(0, 10);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());

type State = { running: Promise<void> | null; again: boolean; started: boolean; notBefore: number };
const globalForItems = globalThis as unknown as { hedgeDeskItems?: State };
const state = (): State =>
  (globalForItems.hedgeDeskItems ??= { running: null, again: false, started: false, notBefore: 0 });

/** One refresh at a time here; requests made while one runs are served by one more after it. */
export function requestItemsRefresh(): Promise<void> {
  const s = state();
  s.again = true;
  s.running ??= run().finally(() => (s.running = null));
  return s.running;
}

async function run(): Promise<void> {
  const s = state();
  let claimedTries = 0;
  while (s.again) {
    // The gap holds across runs too: a change that comes after a refresh ended waits out that refresh's gap.
    await pause(s.notBefore - performance.now());
    s.again = false;
    const started = performance.now();
    let outcome: RefreshOutcome | null = null;
    try {
      outcome = await refreshItems(await getDb(), todayUtc(), itemRules());
      if (outcome.ran) {
        itemsRefreshSeconds.observe(
          { look: outcome.whole ? "whole" : "changed" },
          (performance.now() - started) / 1000,
        );
        log.debug(outcome, "items refreshed");
      }
    } catch (error) {
      log.error({ err: error }, "items: the refresh failed; the next change or look tries again");
    }
    if (outcome?.ran)
      s.notBefore = performance.now() + Math.max(MIN_GAP_MS, GAP_PER_REFRESH_TIME * (performance.now() - started));
    if (outcome && !outcome.ran && outcome.reason === "claimed" && claimedTries++ < CLAIMED_RETRIES) {
      s.again = true;
      await pause(CLAIMED_RETRY_MS);
    }
  }
}

/** From the server's start (lib/process/lifecycle.ts): after every change of the book or step on the trail here, and every minute. */
export function startAttentionItems(): void {
  const s = state();
  if (s.started) return;
  s.started = true;
  const soon = () => void setTimeout(() => void requestItemsRefresh(), AFTER_CHANGE_MS).unref();
  onBookChanged(soon);
  onTrailStep(soon); // a call of unknown outcome, a request waiting for approval, or their end
  setInterval(() => void requestItemsRefresh(), LOOK_EVERY_MS).unref();
  void requestItemsRefresh();
}
