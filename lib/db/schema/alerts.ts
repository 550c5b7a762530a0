import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES, authUsers } from "./auth";

// Alerts that reach staff (lib/alerts): an inbox per person, subscriptions per kind, team defaults, and the mail outbox.

export const ALERT_CHANNELS = ["inApp", "emailInstant", "emailDigest", "off"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const ALERT_SCOPES = ["all", "mineOrUnassigned"] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];
export const DIGEST_DAYS = ["businessDays", "everyDay"] as const;
export const MAIL_PURPOSES = ["instant", "digest", "test"] as const;
export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One person's alert, raised once per event (`event_key`) whichever instance saw it. */
export const alerts = pgTable(
  "alerts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** One of ALERT_KINDS (lib/alerts/kinds.ts): `itemOpened:<item kind>` per item kind; no CHECK, so a new item kind needs no migration. */
    kind: text("kind").notNull(),
    /** What happened, stably named (e.g. `item:42:opened`, `approval:<id>:requested`): the same event twice is one alert. */
    eventKey: text("event_key").notNull(),
    customerId: text("customer_id"),
    customerName: text("customer_name"),
    /** What the alert is about (a leg, a dual hedge, an approval request, a sync pass) and its short id as shown. */
    objectType: text("object_type"),
    objectId: text("object_id"),
    title: text("title").notNull(),
    /** The app's path to open it (an email's link is APP_URL + this). */
    linkPath: text("link_path").notNull(),
    /** When the thing runs out (an approval request's expiry). */
    deadlineAt: at("deadline_at"),
    createdAt: at("created_at").defaultNow().notNull(),
    readAt: at("read_at"),
  },
  (t) => [
    uniqueIndex("alerts_event_idx").on(t.recipientId, t.eventKey),
    index("alerts_inbox_idx").on(t.recipientId, t.readAt, t.createdAt.desc(), t.id.desc()),
    index("alerts_list_idx").on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index("alerts_retention_idx")
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
  ],
);

/** A person's own choice for one kind; absent, their role's default applies (a mandatory default always does). */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    scope: text("scope", { enum: ALERT_SCOPES }).default("all").notNull(),
    updatedAt: at("updated_at").defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("alert_subscriptions_channel_check", sql`${t.channel} in ('inApp', 'emailInstant', 'emailDigest', 'off')`),
    check("alert_subscriptions_scope_check", sql`${t.scope} in ('all', 'mineOrUnassigned')`),
  ],
);

/** The team's default per role and kind, set by an admin; `mandatory` locks it (the person sees `reason`). */
export const alertDefaults = pgTable(
  "alert_defaults",
  {
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    kind: text("kind").notNull(),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    scope: text("scope", { enum: ALERT_SCOPES }).default("all").notNull(),
    mandatory: boolean("mandatory").default(false).notNull(),
    reason: text("reason"),
    updatedBy: text("updated_by"),
    updatedAt: at("updated_at").defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.kind] }),
    check("alert_defaults_role_check", sql`${t.role} in ('viewer', 'operator', 'admin')`),
    check("alert_defaults_channel_check", sql`${t.channel} in ('inApp', 'emailInstant', 'emailDigest', 'off')`),
    check("alert_defaults_scope_check", sql`${t.scope} in ('all', 'mineOrUnassigned')`),
    check("alert_defaults_locked_reason_check", sql`not ${t.mandatory} or ${t.reason} is not null`),
  ],
);

/** A person's time zone (IANA, used wherever times are shown to them) and when their digest goes. */
export const staffPreferences = pgTable(
  "staff_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").default("UTC").notNull(),
    digestHour: smallint("digest_hour").default(8).notNull(),
    digestDays: text("digest_days", { enum: DIGEST_DAYS }).default("businessDays").notNull(),
    lastDigestAt: at("last_digest_at"),
    updatedAt: at("updated_at").defaultNow().notNull(),
  },
  (t) => [
    check("staff_preferences_digest_hour_check", sql`${t.digestHour} between 0 and 23`),
    check("staff_preferences_digest_days_check", sql`${t.digestDays} in ('businessDays', 'everyDay')`),
  ],
);

/** Mail to send, written in the same transaction as what it tells of; rendered from the alert rows when sent. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The address at the time of writing; null when the person had none that can receive mail. */
    toAddress: text("to_address"),
    purpose: text("purpose", { enum: MAIL_PURPOSES }).notNull(),
    /** The alert an instant mail tells of; a digest's alerts are in `alert_ids`. */
    alertId: bigint("alert_id", { mode: "number" }).references(() => alerts.id, { onDelete: "set null" }),
    alertIds: jsonb("alert_ids").$type<number[]>(),
    /** Stable across retries (`<outbox-<id>@<host of APP_URL>>`): a duplicate is recognisable; set by the sender. */
    messageId: text("message_id").unique(),
    status: text("status", { enum: MAIL_STATUSES }).default("pending").notNull(),
    attempts: integer("attempts").default(0).notNull(),
    nextAttemptAt: at("next_attempt_at").defaultNow().notNull(),
    claimedBy: text("claimed_by"),
    claimedUntil: at("claimed_until"),
    lastError: text("last_error"),
    createdAt: at("created_at").defaultNow().notNull(),
    sentAt: at("sent_at"),
  },
  (t) => [
    check("mail_outbox_purpose_check", sql`${t.purpose} in ('instant', 'digest', 'test')`),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("mail_outbox_instant_idx")
      .on(t.alertId)
      .where(sql`${t.purpose} = 'instant'`),
  ],
);
