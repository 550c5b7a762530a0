import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db";
import { alerts, authUsers, mailOutbox, staffPreferences } from "@/lib/db/schema";

export async function addPerson(
  db: Db,
  options: { role?: "viewer" | "operator" | "admin"; timeZone?: string; digestHour?: number; everyDay?: boolean } = {},
) {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@example.com`;
  await db.insert(authUsers).values({ id, name: `Person ${id.slice(0, 4)}`, email, role: options.role ?? "operator" });
  await db.insert(staffPreferences).values({
    userId: id,
    timeZone: options.timeZone ?? "UTC",
    digestHour: options.digestHour ?? 8,
    digestDays: options.everyDay ? "everyDay" : "businessDays",
  });
  return { id, email };
}

/** An approval request's alert, as the alerts side raises it (its title carries the amount, which mail must not). */
export async function addAlert(
  db: Db,
  recipientId: string,
  fields: Partial<typeof alerts.$inferInsert> = {},
): Promise<typeof alerts.$inferSelect> {
  const objectId = randomUUID();
  const [row] = await db
    .insert(alerts)
    .values({
      recipientId,
      kind: "approvalRequested",
      eventKey: `approval:${objectId}:requested`,
      customerId: "cust-1",
      customerName: "Acme Trading Ltd",
      objectType: "drawdown",
      objectId,
      title: "Approval requested: drawdown of EUR 1,250,000.00 for Acme Trading Ltd",
      linkPath: `/approvals?request=${objectId}`,
      deadlineAt: new Date("2026-11-29T10:15:00Z"),
      ...fields,
    })
    .returning();
  return row!;
}

export async function queueInstant(db: Db, alert: { id: number; recipientId: string }, toAddress: string | null) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipientId: alert.recipientId, toAddress, purpose: "instant", alertId: alert.id })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
