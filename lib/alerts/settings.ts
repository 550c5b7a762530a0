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
import { hasScope, mayReceive, NEVER_OFF, type AlertKind } from "./kinds";
import { problemText, type SettingsProblem } from "./problems";
import { isEmail } from "./rules";

// Saving a person's subscription, their time zone and digest, and the team's defaults: each refused with a sentence,
// or saved with its row on the audit trail in the same transaction.

type Actor = { id: string; email: string; role: "viewer" | "operator" | "admin" };
export type Refused = { ok: false; code: SettingsProblem; message: string };
const refused = (code: SettingsProblem, message: string): Refused => ({ ok: false, code, message });

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
  if (!mayReceive(kind, actor.role)) return refused("role", problemText("role", kind));
  if (isEmail(channel) && !emailEnabled()) return refused("emailOff", problemText("emailOff", kind));
  const now = await effectiveFor(db, actor.id, kind);
  if (now?.locked) return refused("locked", problemText("locked", kind, now.locked));
  if (channel === "off" && now?.offRefused) return refused("neverOff", problemText("neverOff", kind));
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
  if (!mayReceive(kind, role)) return refused("role", problemText("role", kind));
  if (isEmail(channel) && !emailEnabled()) return refused("emailOff", problemText("emailOff", kind));
  if (mandatory && !reason) return refused("reason", problemText("reason", kind));
  if (channel === "off" && NEVER_OFF.has(kind)) return refused("neverOff", problemText("neverOff", kind));
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
