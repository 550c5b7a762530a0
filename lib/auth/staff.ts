import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { authUsers } from "@/lib/db/schema";
import { isRole, type Role } from "./roles";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name, role: authUsers.role, createdAt: authUsers.createdAt })
    .from(authUsers)
    .orderBy(asc(authUsers.email));
  return rows.map((row) => ({ ...row, role: isRole(row.role) ? row.role : "viewer", createdAt: row.createdAt.toISOString() }));
}

export type RoleChange =
  | { ok: true; previous: Role; email: string }
  | { ok: false; reason: "not-found" | "last-admin" };

/** The admins are locked for the transaction, so two admins demoting each other cannot leave none. */
export async function changeStaffRole(db: Db, userId: string, role: Role): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const admins = await tx.execute<{ id: string }>(sql`select id from auth_user where role = 'admin' for update`);
    const adminIds = new Set(rowsOf<{ id: string }>(admins).map((row) => row.id));
    const [target] = await tx.select({ role: authUsers.role, email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
    if (!target) return { ok: false, reason: "not-found" } as const;
    if (adminIds.has(userId) && role !== "admin" && adminIds.size <= 1) return { ok: false, reason: "last-admin" } as const;
    await tx.update(authUsers).set({ role }).where(eq(authUsers.id, userId));
    return { ok: true, previous: isRole(target.role) ? target.role : "viewer", email: target.email } as const;
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
