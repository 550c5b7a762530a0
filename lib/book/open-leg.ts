import "server-only";
import { sql } from "drizzle-orm";
import { bookLegs } from "@/lib/db/schema";

/** Open by status; only without one do the dates decide, as production fills them on every leg. */
export const openLeg = sql`(case when ${bookLegs.status} is null then ${bookLegs.completedAt} is null and ${bookLegs.cancelledAt} is null
  else ${bookLegs.status} not in ('Completed', 'Cancelled') end)`;
