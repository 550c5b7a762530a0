import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  alertDefaults,
  alertSubscriptions,
  auditEvents,
  staffPreferences,
  type AlertChannel,
  type AlertScope,
} from "@/lib/db/schema";
import { emailEnabled } from "@/lib/env/email";
import { effectiveFor } from "./effective";
import { alertKindLabel, hasScope, mayReceive, refusalFor, type AlertKind } from "./kinds";
import { isEmail } from "./rules";

// Saving a person's subscription, their time zone and digest, and the team's defaults: each refused with a sentence,
// or saved with its row on the audit trail in the same transaction.

type Actor = { id: string; email: string; role: "viewer" | "operator" | "admin" };
export type Refused = { ok: false; message: string };
export const EMAIL_OFF = "Email is off on this server (no SMTP_URL is set): choose in-app or off.";

export const DEFAULT_PREFERENCES = { timeZone: "UTC", digestHour: 8, digestDays: "businessDays" as const };
export type Preferences = { timeZone: string; digestHour: number; digestDays: "businessDays" | "everyDay" };

async function trail(db: Db, actor: Actor, action: string, detail: Record<string, unknown>, requestId: string | null) {
  await db.insert(auditEvents).values({
    staffUserId: actor.id,
    staffEmail: actor.email.slice(0, 254),
    action,
    targetIds: { userId: actor.id },
    detail,
    outcome: "recorded",
    requestId,
  });
}

export async function saveSubscription(
  db: Db,
  actor: Actor,
  input: { kind: AlertKind; channel: AlertChannel; scope: AlertScope },
  requestId: string | null = null,
): Promise<{ ok: true } | Refused> {
  const { kind, channel } = input;
  const scope = hasScope(kind) ? input.scope : "all";
  if (!mayReceive(kind, actor.role)) return { ok: false, message: refusalFor(kind) };
  if (isEmail(channel) && !emailEnabled()) return { ok: false, message: EMAIL_OFF };
  const now = await effectiveFor(db, actor.id, kind);
  if (now?.locked) return { ok: false, message: `${alertKindLabel(kind)} is locked for your role: ${now.locked}` };
  if (channel === "off" && now?.offRefused) return { ok: false, message: now.offRefused };
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .insert(alertSubscriptions)
      .values({ userId: actor.id, kind, channel, scope })
      .onConflictDoUpdate({
        target: [alertSubscriptions.userId, alertSubscriptions.kind],
        set: { channel, scope, updatedAt: new Date() },
      });
    await trail(tx, actor, "alertSubscriptionChanged", { kind, channel, scope }, requestId);
    return { ok: true } as const;
  });
}

export async function readPreferences(db: Db, userId: string): Promise<Preferences & { saved: boolean }> {
  const [row] = await db.select().from(staffPreferences).where(eq(staffPreferences.userId, userId));
  return row
    ? { timeZone: row.timeZone, digestHour: row.digestHour, digestDays: row.digestDays, saved: true }
    : { ...DEFAULT_PREFERENCES, saved: false };
}

export async function savePreferences(db: Db, actor: Actor, prefs: Preferences, requestId: string | null = null) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .insert(staffPreferences)
      .values({ userId: actor.id, ...prefs })
      .onConflictDoUpdate({ target: staffPreferences.userId, set: { ...prefs, updatedAt: new Date() } });
    await trail(tx, actor, "alertPreferencesChanged", { ...prefs }, requestId);
  });
}

export type TeamDefaultInput = {
  role: Actor["role"];
  kind: AlertKind;
  channel: AlertChannel;
  scope: AlertScope;
  mandatory: boolean;
  reason?: string;
};

export async function saveTeamDefault(
  db: Db,
  admin: Actor,
  input: TeamDefaultInput,
  requestId: string | null = null,
): Promise<{ ok: true } | Refused> {
  const { role, kind, channel, mandatory } = input;
  const scope = hasScope(kind) ? input.scope : "all";
  const reason = input.reason?.trim() || null;
  if (!mayReceive(kind, role)) return { ok: false, message: refusalFor(kind) };
  if (isEmail(channel) && !emailEnabled()) return { ok: false, message: EMAIL_OFF };
  if (mandatory && !reason) return { ok: false, message: "Say why it is locked: staff see the reason beside it." };
  if (mandatory && channel === "off" && kind === "approvalRequested")
    return {
      ok: false,
      message: "Approval requests cannot be locked off: they always reach those who may approve them.",
    };
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const values = { role, kind, channel, scope, mandatory, reason, updatedBy: admin.email };
    await tx
      .insert(alertDefaults)
      .values(values)
      .onConflictDoUpdate({
        target: [alertDefaults.role, alertDefaults.kind],
        set: { ...values, updatedAt: new Date() },
      });
    await trail(tx, admin, "alertDefaultChanged", { role, kind, channel, scope, mandatory, reason }, requestId);
    return { ok: true } as const;
  });
}

export async function readTeamDefaults(db: Db) {
  return db.select().from(alertDefaults);
}

export async function readSubscription(db: Db, userId: string, kind: AlertKind) {
  const [row] = await db
    .select()
    .from(alertSubscriptions)
    .where(and(eq(alertSubscriptions.userId, userId), eq(alertSubscriptions.kind, kind)));
  return row ?? null;
}
