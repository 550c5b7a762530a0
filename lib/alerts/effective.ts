import "server-only";
import { and, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { alertDefaults, alertSubscriptions, authUsers } from "@/lib/db/schema";
import type { AlertKind } from "./kinds";
import { effectiveChoice, type Effective } from "./rules";

export type StaffMember = { id: string; email: string; role: "viewer" | "operator" | "admin" };
export type Subscribed = StaffMember & { kind: AlertKind; effective: Effective };

/** Every enabled staff member's effective subscription to each kind: three small reads, resolved by the rules. */
export async function effectiveSubscriptions(
  db: Db,
  kinds: readonly AlertKind[],
  userIds?: string[],
): Promise<Subscribed[]> {
  if (kinds.length === 0 || userIds?.length === 0) return [];
  const staff = await db
    .select({ id: authUsers.id, email: authUsers.email, role: authUsers.role })
    .from(authUsers)
    .where(and(isNull(authUsers.disabledAt), userIds ? inArray(authUsers.id, userIds) : undefined));
  if (staff.length === 0) return [];
  const [own, team] = await Promise.all([
    db
      .select()
      .from(alertSubscriptions)
      .where(
        and(
          inArray(alertSubscriptions.kind, [...kinds]),
          inArray(
            alertSubscriptions.userId,
            staff.map((s) => s.id),
          ),
        ),
      ),
    db
      .select()
      .from(alertDefaults)
      .where(inArray(alertDefaults.kind, [...kinds])),
  ]);
  const ownOf = new Map(own.map((row) => [`${row.userId}|${row.kind}`, row]));
  const teamOf = new Map(team.map((row) => [`${row.role}|${row.kind}`, row]));
  return staff.flatMap((member) =>
    kinds.map((kind) => ({
      ...member,
      kind,
      effective: effectiveChoice(
        kind,
        member.role,
        ownOf.get(`${member.id}|${kind}`) ?? null,
        teamOf.get(`${member.role}|${kind}`) ?? null,
      ),
    })),
  );
}

/** One person's effective subscription to one kind. */
export async function effectiveFor(db: Db, userId: string, kind: AlertKind): Promise<Effective | null> {
  const [row] = await effectiveSubscriptions(db, [kind], [userId]);
  return row?.effective ?? null;
}
