import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The desk's work queue: each condition that needs attention is an item with a lifecycle and a history (lib/desk/items).

export const ATTENTION_ITEM_KINDS = [
  "overdue",
  "endingSoon",
  "settlingSoon",
  "inProcess",
  "mtmMoved",
  "unresolvedCall",
  "awaitingApproval",
] as const;
export const ATTENTION_ITEM_STATES = ["open", "acknowledged", "snoozed", "resolved"] as const;
export const ATTENTION_EVENT_KINDS = [
  "created",
  "acknowledged",
  "assigned",
  "unassigned",
  "note",
  "snoozed",
  "snoozeEnded",
  "resolved",
] as const;
export type AttentionEventKind = (typeof ATTENTION_EVENT_KINDS)[number];

/** One row per condition-episode; at most one unresolved per kind and leg, whichever instance computed it. */
export const attentionItems = pgTable(
  "attention_items",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: ATTENTION_ITEM_KINDS }).notNull(),
    /** The kind's place in the queue's order (overdue first), kept on the row so the order walks an index. */
    rank: smallint("rank").notNull(),
    /** A leg's id (`book_legs.id`), an audit attempt's (`audit_events.id`) or an approval request's; its dual hedge
     * and customer beside it for links and badges (a call may name neither). */
    objectId: text("object_id").notNull(),
    dualHedgeId: text("dual_hedge_id"),
    customerId: text("customer_id"),
    state: text("state", { enum: ATTENTION_ITEM_STATES }).default("open").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).defaultNow().notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by"),
    /** No foreign key, as on the trail: an item outlives the account (the email says who it was). */
    ownerId: text("owner_id"),
    ownerEmail: text("owner_email"),
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    snoozeReason: text("snooze_reason"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedHow: text("resolved_how", { enum: ["automatic", "byHand"] }),
    resolution: text("resolution"),
    latestNote: text("latest_note"),
    latestNoteAt: timestamp("latest_note_at", { withTimezone: true }),
    latestNoteBy: text("latest_note_by"),
    /** Bumped by every change: each history line carries the version it made, once. */
    version: integer("version").default(1).notNull(),
  },
  (t) => [
    check(
      "attention_items_kind_check",
      sql`${t.kind} in ('overdue', 'endingSoon', 'settlingSoon', 'inProcess', 'mtmMoved', 'unresolvedCall', 'awaitingApproval')`,
    ),
    check("attention_items_state_check", sql`${t.state} in ('open', 'acknowledged', 'snoozed', 'resolved')`),
    check(
      "attention_items_snoozed_check",
      sql`(${t.state} = 'snoozed') = (${t.snoozedUntil} is not null and ${t.snoozeReason} is not null)`,
    ),
    check(
      "attention_items_resolved_check",
      sql`(${t.state} = 'resolved') = (${t.resolvedAt} is not null and ${t.resolvedHow} in ('automatic', 'byHand'))`,
    ),
    uniqueIndex("attention_items_live_idx")
      .on(t.objectId, t.kind)
      .where(sql`${t.state} <> 'resolved'`),
    // The queue's pages in its order: every item, and one person's or nobody's (owner first).
    index("attention_items_queue_idx")
      .on(t.rank, t.openedAt, t.id)
      .where(sql`${t.state} <> 'resolved'`),
    index("attention_items_owner_idx")
      .on(t.ownerId, t.rank, t.openedAt, t.id)
      .where(sql`${t.state} <> 'resolved'`),
    // Whether an object ever had an item of a kind: a call or a request has one episode only (lib/desk/items/others.ts).
    index("attention_items_object_idx").on(t.objectId, t.kind),
    index("attention_items_snooze_idx")
      .on(t.snoozedUntil)
      .where(sql`${t.state} = 'snoozed'`),
  ],
);

/** An item's history: kept, never edited. One line per version of its item. */
export const attentionItemEvents = pgTable(
  "attention_item_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => attentionItems.id),
    version: integer("version").notNull(),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    kind: text("kind", { enum: ATTENTION_EVENT_KINDS }).notNull(),
    /** `system` for what the book did (created, resolved by itself, a snooze's end). */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** A note, a snooze's or resolution's reason, or what the book showed. */
    text: text("text"),
    /** The assignee, a snooze's end: what the line needs beyond its text. */
    detail: jsonb("detail").$type<Record<string, string>>(),
  },
  (t) => [
    check(
      "attention_item_events_kind_check",
      sql`${t.kind} in ('created', 'acknowledged', 'assigned', 'unassigned', 'note', 'snoozed', 'snoozeEnded', 'resolved')`,
    ),
    uniqueIndex("attention_item_events_version_idx").on(t.itemId, t.version),
  ],
);

/**
 * What changed in the book since the last refresh, written by the database (triggers, migration 0025) whatever wrote
 * it: a leg inserted or changed in a column the item rules read, or a customer whose failed read was followed by a good
 * one. A refresh judges only those legs, then deletes the marks it read.
 */
export const attentionMarks = pgTable("attention_marks", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  legId: text("leg_id"),
  customerId: text("customer_id"),
});

/** One row: which state of the book the items were last computed from, and who is computing them now. */
export const attentionRefresh = pgTable(
  "attention_refresh",
  {
    id: integer("id").primaryKey().default(1),
    bookVersion: bigint("book_version", { mode: "number" }).default(-1).notNull(),
    /** Bumped by every change to the items (a refresh's, staff's): what the queue's counts are kept by. */
    queueVersion: bigint("queue_version", { mode: "number" }).default(0).notNull(),
    /** The UTC day and the rules they were computed for: either changing calls for a new computation. */
    day: text("day"),
    rules: text("rules"),
    computedAt: timestamp("computed_at", { withTimezone: true }),
    /** A computation under way (its instance) until this time: a crashed one's claim lapses. */
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [check("attention_refresh_one_row_check", sql`${t.id} = 1`)],
);
