import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";
import { mailFromSchema, smtpUrlSchema } from "./mail";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .default("0")
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** The hedging service's address and keys (lib/hedging) and BETTER_AUTH_SECRET (lib/auth/secret.ts) are read elsewhere, on purpose. */
export const serverEnv = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.url().optional(),
    /** The owner role's connection, for `npm run db:migrate`; when set, the app checks the schema instead of migrating. */
    DATABASE_MIGRATION_URL: z.url().optional(),
    /** The role db:migrate grants the app's rights to; default: DATABASE_URL's user. */
    DATABASE_APP_ROLE: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    BETTER_AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
    AUTH_TRUSTED_ORIGINS: z.string().optional(),
    /** Email is off without it (lib/mail); the sender for every message is MAIL_FROM. */
    SMTP_URL: smtpUrlSchema.optional(),
    MAIL_FROM: mailFromSchema.optional(),
    /** Only behind a reverse proxy that sets X-Forwarded-For (its right-most entry is used). */
    TRUST_PROXY: flag,
    /** The book's copy of an object older than this is called out, with a link to the live page (lib/book/). */
    BOOK_STALE_AFTER_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 3600)
      .default(12 * 3600),
    SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** How long an admin-issued temporary password (/staff, user:reset) signs in before a new one is needed. */
    TEMPORARY_PASSWORD_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(24),
    AUDIT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).default(2),
    /** Scheduled backups of the embedded database (lib/process/backup-schedule.ts): a new file per run in this folder. */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(1440),
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    /** The trail's hash chain is checked in the background this often (0: only by npm run audit:verify). */
    AUDIT_CHAIN_CHECK_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(600),
    /** Older rows each background check walks again, besides the new ones: an edit to an old row is found within a round. */
    AUDIT_CHAIN_CHECK_SWEEP_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
    /** The desk (app/(dashboard)/(desk)): "ending soon" and "settling soon" look this many business days ahead. */
    DESK_SOON_BUSINESS_DAYS: z.coerce.number().int().min(1).max(60).default(5),
    /** A leg in process for at least this many business days (since its last update) is listed. */
    DESK_IN_PROCESS_BUSINESS_DAYS: z.coerce.number().int().min(1).max(60).default(2),
    /** Mark-to-market moves at least this far (either way) are listed; read as lib/format/mtm.ts says. */
    DESK_MTM_THRESHOLD_PCT: z
      .string()
      .regex(/^\d{1,6}(\.\d{1,8})?$/, "a number of percent, such as 2 or 0.5")
      .default("2"),
    /** An open mark-to-market item resolves once the move is back under the threshold less this (hysteresis). */
    DESK_MTM_MARGIN_PCT: z
      .string()
      .regex(/^\d{1,6}(\.\d{1,8})?$/, "a number of percent, such as 0.5")
      .default("0.5"),
    // The book's background sync (lib/book, docs/book.md): defaults sized for a partner with 5,000 customers.
    HEDGING_SYNC_ENABLED: z
      .enum(["1", "0", "true", "false", "yes", "no"])
      .default("1")
      .transform((value) => value === "1" || value === "true" || value === "yes"),
    // The book page counts and sums up to this many matching legs exactly; past it, "more than" and keyset paging.
    BOOK_EXACT_TOTAL_LIMIT: z.coerce.number().int().min(1).max(100_000).default(1000),
    // "schedule": one continuous sync reads the most overdue customer next (docs/book.md); "passes": whole passes with rest.
    HEDGING_SYNC_MODE: z.enum(["schedule", "passes"]).default("schedule"),
    HEDGING_SYNC_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(5),
    HEDGING_SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    HEDGING_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(900),
    HEDGING_SYNC_START_DELAY_SECONDS: z.coerce.number().int().min(0).default(15),
    HEDGING_SYNC_MAX_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(300),
    HEDGING_SYNC_UNREACHABLE_GIVE_UP_SECONDS: z.coerce.number().int().min(1).default(600),
    // The read schedule (docs/book.md): the longest a customer of each class goes unread, and the rate's share kept
    // for the customers that need attention and the new ones.
    HEDGING_SYNC_MAX_AGE_ATTENTION_MINUTES: z.coerce.number().positive().max(1440).default(10),
    HEDGING_SYNC_MAX_AGE_NEW_MINUTES: z.coerce.number().positive().max(1440).default(10),
    HEDGING_SYNC_MAX_AGE_ACTIVE_MINUTES: z.coerce
      .number()
      .positive()
      .max(7 * 1440)
      .default(120),
    HEDGING_SYNC_MAX_AGE_QUIET_MINUTES: z.coerce
      .number()
      .positive()
      .max(30 * 1440)
      .default(1440),
    HEDGING_SYNC_URGENT_SHARE: z.coerce.number().min(0.1).max(0.9).default(0.5),
    /** Read alerts older than this many days leave the inbox (lib/process/alerts-schedule.ts); unread ones stay. */
    ALERT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Admins are alerted once when a customer's last complete read is older than this many hours. */
    ALERT_STALE_CUSTOMER_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  },
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
  createFinalSchema: (shape) =>
    z
      .object(shape)
      .refine((env) => !env.DATABASE_MIGRATION_URL || env.DATABASE_URL, {
        message: "DATABASE_MIGRATION_URL is for Postgres: set DATABASE_URL (the app's own role) too",
        path: ["DATABASE_URL"],
      })
      .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
        message: "SMTP_URL turns email on: set MAIL_FROM (the sender's address) too",
        path: ["MAIL_FROM"],
      }),
});
