import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { authSessions, authUsers } from "@/lib/db/schema";
import { isRole, type Role } from "./roles";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
  disabled: boolean;
  mustChangePassword: boolean;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      role: authUsers.role,
      createdAt: authUsers.createdAt,
      disabledAt: authUsers.disabledAt,
      mustChangePassword: authUsers.mustChangePassword,
    })
    .from(authUsers)
    .orderBy(asc(authUsers.email));
  return rows.map(({ disabledAt, ...row }) => ({
    ...row,
    role: isRole(row.role) ? row.role : "viewer",
    createdAt: row.createdAt.toISOString(),
    disabled: disabledAt !== null,
  }));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The enabled admins, locked for the transaction, so two admins demoting or disabling each other cannot leave none. */
async function lockEnabledAdmins(tx: Tx): Promise<Set<string>> {
  const admins = await tx.execute<{ id: string }>(
    sql`select id from auth_user where role = 'admin' and disabled_at is null for update`,
  );
  return new Set(rowsOf<{ id: string }>(admins).map((row) => row.id));
}

export type RoleChange =
  | { ok: true; previous: Role; email: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "last-admin"; email: string };

export async function changeStaffRole(db: Db, userId: string, role: Role): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const adminIds = await lockEnabledAdmins(tx);
    const [target] = await tx
      .select({ role: authUsers.role, email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    if (!target) return { ok: false, reason: "not-found" } as const;
    if (adminIds.has(userId) && role !== "admin" && adminIds.size <= 1)
      return { ok: false, reason: "last-admin", email: target.email } as const;
    await tx.update(authUsers).set({ role }).where(eq(authUsers.id, userId));
    return { ok: true, previous: isRole(target.role) ? target.role : "viewer", email: target.email } as const;
  });
}

export type AccessChange =
  | { ok: true; email: string; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "last-admin"; email: string };

/** Disabling deletes the person's sessions in the same transaction: their next request finds none. */
export async function setStaffDisabled(db: Db, userId: string, disabled: boolean): Promise<AccessChange> {
  return db.transaction(async (tx) => {
    const adminIds = await lockEnabledAdmins(tx);
    const [target] = await tx
      .select({ email: authUsers.email, disabledAt: authUsers.disabledAt })
      .from(authUsers)
      .where(eq(authUsers.id, userId))
      .for("update");
    if (!target) return { ok: false, reason: "not-found" } as const;
    if (disabled && adminIds.has(userId) && adminIds.size <= 1)
      return { ok: false, reason: "last-admin", email: target.email } as const;
    const changed = disabled !== (target.disabledAt !== null);
    if (changed)
      await tx
        .update(authUsers)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(authUsers.id, userId));
    if (disabled) await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    return { ok: true, email: target.email, changed } as const;
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
