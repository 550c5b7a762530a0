// The four-eyes action tests' people and targets. Everything of ours is imported inside the functions: the tests set
// the environment (startActionsUpstream) before anything reads it.

/** Two operators (one asks, the other may decide), an admin and a viewer. */
export const staff = {
  operator: { id: "id-operator", email: "operator@hedge-desk.test", name: "operator", role: "operator" },
  operator2: { id: "id-operator2", email: "operator2@hedge-desk.test", name: "operator2", role: "operator" },
  admin: { id: "id-admin", email: "admin@hedge-desk.test", name: "admin", role: "admin" },
  viewer: { id: "id-viewer", email: "viewer@hedge-desk.test", name: "viewer", role: "viewer" },
};
export type Who = keyof typeof staff;

/** The staff as accounts in the database, so requests and decisions can name them. */
export async function insertStaff() {
  const { getDb } = await import("@/lib/db");
  const { authUsers } = await import("@/lib/db/schema");
  await (
    await getDb()
  )
    .insert(authUsers)
    .values(Object.values(staff).map(({ id, email, name, role }) => ({ id, email, name, role: role as "operator" })));
}

/** The audit trail, oldest first. */
export async function auditTrail() {
  const { getDb } = await import("@/lib/db");
  const { auditEvents } = await import("@/lib/db/schema");
  return (await getDb()).select().from(auditEvents).orderBy(auditEvents.id);
}

/**
 * The sandbox's dual hedges that four eyes can act on: an Approved customer's, both legs drawable, with the first leg
 * and what remains on its fixed side. Each test takes its own, so no two act on one.
 */
export async function drawableDualHedges() {
  const { hedging } = await import("@/lib/hedging");
  const { isDrawable, remainingOnFixedSide } = await import("@/lib/domain/leg-roles");
  const found: { customerId: string; dualHedgeId: string; hedgeId: string; amount: string; currency: string }[] = [];
  const { data: customers } = await hedging().listCustomers({ perPage: 100 });
  for (const customer of customers.items.filter((c) => c.status === "Approved")) {
    const { data } = await hedging().listDualHedges({ customerId: customer.id, perPage: 100 });
    for (const dual of data.items) {
      const [leg] = dual.hedges;
      const fixed = leg && remainingOnFixedSide(leg);
      if (dual.hedges.length === 2 && dual.hedges.every(isDrawable) && leg && fixed)
        found.push({
          customerId: customer.id,
          dualHedgeId: dual.id,
          hedgeId: leg.id,
          amount: fixed.amount,
          currency: fixed.currency,
        });
    }
  }
  return found;
}
