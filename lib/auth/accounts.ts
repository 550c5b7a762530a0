// No `server-only` here: scripts/user-create.ts runs this under plain Node (tsx).
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { authAccounts, authUsers } from "@/lib/db/schema";
import { isRole, type Role } from "./roles";
import { MIN_PASSWORD_LENGTH, newPasswordSchema, staffEmailSchema } from "./schemas";

export class StaffAccountError extends Error {
  override readonly name = "StaffAccountError";
}

export interface NewStaffAccount {
  email: string;
  password: string;
  role: Role;
  name?: string;
  isDemo?: boolean;
}

export async function createStaffAccount(
  db: Db,
  input: NewStaffAccount,
): Promise<{ id: string; email: string; role: Role }> {
  const email = staffEmailSchema.safeParse(input.email);
  if (!email.success) throw new StaffAccountError(`not a valid email address: ${input.email}`);
  if (!isRole(input.role))
    throw new StaffAccountError(`role must be viewer, operator or admin, not ${String(input.role)}`);
  if (!newPasswordSchema.safeParse(input.password).success) {
    throw new StaffAccountError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const existing = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email.data));
  if (existing.length > 0) throw new StaffAccountError(`an account for ${email.data} already exists`);

  const id = randomUUID();
  const now = new Date();
  const password = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(authUsers).values({
      id,
      email: email.data,
      name: input.name?.trim() || email.data.split("@")[0]!,
      emailVerified: true,
      role: input.role,
      isDemo: input.isDemo ?? false,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(authAccounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { id, email: email.data, role: input.role };
}

export const DEMO_PASSWORD = "hedge-desk-demo";
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; name: string }> = [
  { email: "admin@hedge-desk.test", role: "admin", name: "Demo Admin" },
  { email: "operator@hedge-desk.test", role: "operator", name: "Demo Operator" },
  { email: "viewer@hedge-desk.test", role: "viewer", name: "Demo Viewer" },
];

/** Sandbox mode only; a lost race on the unique email is skipped, so several instances may start at once. */
export async function ensureDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    try {
      await createStaffAccount(db, { ...account, password: DEMO_PASSWORD, isDemo: true });
      created.push(account.email);
    } catch (error) {
      const exists = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, account.email));
      if (exists.length === 0) throw error;
    }
  }
  return created;
}

export const REMOVE_DEMO_ACCOUNTS_COMMAND = "npm run demo:remove";

export async function listDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.isDemo, true))
    .orderBy(asc(authUsers.email));
  return rows.map((row) => row.email);
}

export async function removeDemoAccounts(db: Db): Promise<string[]> {
  const removed = await db.delete(authUsers).where(eq(authUsers.isDemo, true)).returning({ email: authUsers.email });
  return removed.map((row) => row.email).sort();
}
