import { createRequest } from "@/lib/approvals/store";
import type { Db } from "@/lib/db";
import { unique } from "../auth/support";

/** A cancel request by `requester` on a dual hedge no other test names (the run's Postgres is shared), open 24 hours. */
export const requestCancel = (db: Db, requester: { id: string; email: string }, reason: string) =>
  createRequest(
    db,
    {
      action: "cancelDualHedge",
      requestedBy: requester.id,
      requestedByEmail: requester.email,
      customerId: unique("customer"),
      dualHedgeId: unique("dual"),
      reason,
    },
    24,
  );
