import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { attentionItems, attentionRefresh, bookChanges } from "@/lib/db/schema";
import { judgeCandidates } from "@/lib/domain/attention-plan";
import type { ItemRules } from "@/lib/domain/attention-rules";
import { logger } from "@/lib/log/logger";
import { rowsOf } from "../rows";
import { endDueSnoozes, openItems, resolveItems } from "./apply";
import { changedLegIds, dropMarks, readMarkRanges } from "./changed";
import { findCandidates } from "./observe";
import { othersChanged, planOtherItems } from "./others";
import { keepItemStatistics } from "./statistics";

const log = logger.child({ component: "desk" });

/** More changed legs than this (a first fill) are judged by one look at the whole book, cheaper than a lookup each. */
const WHOLE_LOOK_ABOVE = 20_000;

/** Long enough for a refresh of a large book; a claim left by an instance that died lapses after it. */
const CLAIM_SECONDS = 120;

// This process's name in the claim (a refresh's stamp is written only by the instance that claimed it).
const globalForRefresh = globalThis as unknown as { hedgeDeskItemsInstance?: string };
const instance = () => (globalForRefresh.hedgeDeskItemsInstance ??= `${process.pid}-${randomUUID().slice(0, 8)}`);

export type RefreshOutcome =
  | { ran: false; reason: "current" | "claimed" }
  | {
      ran: true;
      bookVersion: number;
      /** Whole: the first refresh, or the rules changed; else only the legs that changed, and the day's edges. */
      whole: boolean;
      opened: number;
      resolved: number;
      snoozesEnded: number;
    };

type Claimed = { version: number | string; day: string | null; rules: string | null; book_version: number | string };

/** Once per change of the book, day or rules in the cluster: the claim succeeds only then, and on one instance. */
export async function refreshItems(db: Db, today: string, rules: ItemRules, now = new Date()): Promise<RefreshOutcome> {
  const key = JSON.stringify(rules);
  const r = attentionRefresh;
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      with before as (select ${r.day} as day, ${r.rules} as rules, ${r.bookVersion} as book_version from ${r} where ${r.id} = 1)
      update ${r} set claimed_by = ${instance()}, claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      where ${r.id} = 1 and (${r.claimedUntil} is null or ${r.claimedUntil} < now())
        and (${r.bookVersion} < (select ${bookChanges.version} from ${bookChanges} where ${bookChanges.id} = 1)
          or ${r.day} is distinct from ${today} or ${r.rules} is distinct from ${key}
          or exists (select 1 from ${attentionItems} where ${attentionItems.state} = 'snoozed' and ${attentionItems.snoozedUntil} <= now())
          or ${othersChanged})
      returning (select ${bookChanges.version} from ${bookChanges} where ${bookChanges.id} = 1) as version,
        (select day from before) as day, (select rules from before) as rules, (select book_version from before) as book_version`),
  );
  if (claimed.length === 0) return { ran: false, reason: (await isClaimed(db)) ? "claimed" : "current" };
  const before = claimed[0]!;
  const bookVersion = Number(before.version);
  const whole = Number(before.book_version) < 0 || before.day === null || before.rules !== key;
  try {
    const snoozesEnded = await endDueSnoozes(db);
    // The marks are read first: a change written after this is marked again and judged by the next refresh.
    const marks = await readMarkRanges(db);
    const changed = whole ? null : await changedLegIds(db, marks, before.day, today, rules);
    const byKey = changed !== null && changed.length <= WHOLE_LOOK_ABOVE;
    const candidates = await findCandidates(db, today, rules, byKey ? changed : null);
    const legPlan = judgeCandidates(candidates, today, rules);
    const others = await planOtherItems(db, now);
    const resolved = await resolveItems(db, [...legPlan.resolve, ...others.resolve], now);
    const opened = await openItems(db, [
      ...legPlan.open.map(({ kind, leg }) => ({
        kind,
        objectId: leg.id,
        dualHedgeId: leg.dualHedgeId,
        customerId: leg.customerId,
      })),
      ...others.open,
    ]);
    await dropMarks(db, marks);
    const changes = opened.length + resolved + snoozesEnded;
    await db.execute(sql`
      update ${r} set book_version = ${bookVersion}, day = ${today}, rules = ${key}, computed_at = now(),
        queue_version = ${r.queueVersion} + ${changes > 0 ? 1 : 0}, claimed_by = null, claimed_until = null
      where ${r.id} = 1 and ${r.claimedBy} = ${instance()}`);
    if (opened.length > 0)
      await keepItemStatistics(db).catch((error: unknown) =>
        log.warn({ err: error }, "items: statistics not refreshed"),
      );
    return { ran: true, bookVersion, whole: whole || !byKey, opened: opened.length, resolved, snoozesEnded };
  } catch (error) {
    // Let the claim go at once: the next change, or the next look, tries again.
    await db
      .execute(
        sql`update ${r} set claimed_by = null, claimed_until = null where ${r.id} = 1 and ${r.claimedBy} = ${instance()}`,
      )
      .catch(() => undefined);
    throw error;
  }
}

async function isClaimed(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ claimed: boolean }>(
    await db.execute(
      sql`select ${attentionRefresh.claimedUntil} is not null and ${attentionRefresh.claimedUntil} >= now() as claimed from ${attentionRefresh} where ${attentionRefresh.id} = 1`,
    ),
  );
  return row?.claimed === true;
}

export type ItemsState = {
  bookVersion: number;
  queueVersion: number;
  /** The book's own version now (the items may show an older one): the queue's rows carry the legs' columns. */
  bookNow: number;
  day: string | null;
  computedAt: Date | null;
};

/** Which state of the book the items show: the desk says so when the book has moved since. */
export async function readItemsState(db: Db): Promise<ItemsState> {
  const [row] = await db
    .select({
      bookVersion: attentionRefresh.bookVersion,
      queueVersion: attentionRefresh.queueVersion,
      bookNow:
        sql<number>`coalesce((select ${bookChanges.version} from ${bookChanges} where ${bookChanges.id} = 1), 0)`.mapWith(
          Number,
        ),
      day: attentionRefresh.day,
      computedAt: attentionRefresh.computedAt,
    })
    .from(attentionRefresh);
  return row ?? { bookVersion: -1, queueVersion: 0, bookNow: 0, day: null, computedAt: null };
}
