import { relations, sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The shape better-auth's drizzle adapter expects; written by hand because its CLI needs Node 22. */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const STAFF_ROLES = ["viewer", "operator", "admin"] as const;

export const authUsers = pgTable(
  "auth_user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").default(false).notNull(),
    image: text("image"),
    role: text("role", { enum: STAFF_ROLES }).default("viewer").notNull(),
    /** A sandbox demo account (public password): never signs in, and blocks start-up, with a real upstream. */
    isDemo: boolean("is_demo").default(false).notNull(),
    /** Set by better-auth's two-factor plugin once a first TOTP code is confirmed. */
    twoFactorEnabled: boolean("two_factor_enabled").default(false).notNull(),
    /** Set while an admin has disabled the account: no sign-in, no session. */
    disabledAt: at("disabled_at"),
    /** After a reset: the next sign-in leads to the change-password page and nowhere else. */
    mustChangePassword: boolean("must_change_password").default(false).notNull(),
    /** When an admin-issued temporary password stops signing anyone in (the database's clock); none once they chose their own. */
    temporaryPasswordExpiresAt: at("temporary_password_expires_at"),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [check("auth_user_role_check", sql`${t.role} in ('viewer', 'operator', 'admin')`)],
);

export const authSessions = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: at("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
  },
  (t) => [index("auth_session_user_id_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    /** better-auth's scrypt hash ("salt:key"), never the password. */
    password: text("password"),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("auth_account_user_id_idx").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").defaultNow().notNull(),
    updatedAt: at("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes, both encrypted with the auth secret. */
export const authTwoFactors = pgTable(
  "auth_two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: at("locked_until"),
  },
  (t) => [index("auth_two_factor_user_id_idx").on(t.userId)],
);

export const authUsersRelations = relations(authUsers, ({ many }) => ({
  sessions: many(authSessions),
  accounts: many(authAccounts),
}));
export const authSessionsRelations = relations(authSessions, ({ one }) => ({
  user: one(authUsers, { fields: [authSessions.userId], references: [authUsers.id] }),
}));
export const authAccountsRelations = relations(authAccounts, ({ one }) => ({
  user: one(authUsers, { fields: [authAccounts.userId], references: [authUsers.id] }),
}));

/** better-auth's limiter counters (storage "database"), so a limit holds across instances. */
export const authRateLimits = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Failed sign-ins per account, whatever the address: a per-address limit alone lets an IPv6 /48 guess freely. */
export const signInFailures = pgTable("sign_in_failures", {
  email: text("email").primaryKey(),
  /** Wrong passwords in a row (a right one deletes the row; an hour without one starts again from 1). */
  failures: integer("failures").notNull(),
  lastFailureAt: at("last_failure_at").notNull(),
  /** No password is checked for this account before then (the database's clock). */
  blockedUntil: at("blocked_until"),
  /** Attempts refused unread since the block began: the trail gets one row per block, not one per guess. */
  refused: integer("refused").default(0).notNull(),
});

export const authSecrets = pgTable("auth_secret", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: at("created_at").defaultNow().notNull(),
});
