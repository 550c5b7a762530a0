import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { approvalRequests, bookCustomers, bookLegs, type ReadClass } from "@/lib/db/schema";
import { businessDayWindowEnd } from "@/lib/format/desk-calendar";
import type { AttentionRules } from "./config";
import { inIds } from "./json-upsert";
import { openLeg } from "./open-leg";

/**
 * A customer needs attention when the book holds, on a leg still listed: overdue (reported, or past its overdue date
 * and open), Active and ending within the desk's N business days, open and settling within them, in process, or open
 * with its MTM change beyond the desk's threshold; or when an approval request on it is pending. The same rules as
 * the desk's lists (lib/desk/attention.ts), so what the desk shows first is what the sync reads first.
 */
function attentionLeg(today: string, rules: AttentionRules) {
  const until = businessDayWindowEnd(today, rules.soonBusinessDays);
  const l = bookLegs;
  return sql`(${l.status} = 'Overdue' or (${l.overdueAt} < ${today} and ${openLeg})
    or (${l.status} = 'Active' and ${l.endAt} between ${today} and ${until})
    or (${openLeg} and ${l.settlementAt} between ${today} and ${until})
    or ${l.status} = 'InProcess'
    or (${openLeg} and abs(${l.adjustedMtmChangePct}) >= ${rules.mtmThresholdPct}::numeric))`;
}

/**
 * Judges every customer's class (or those listed) from the book and stores it; returns the customers whose class
 * changed. One statement: the legs grouped once per customer, the pending approvals once.
 */
export async function judgeReadClasses(
  db: Db,
  today: string,
  rules: AttentionRules,
  customerIds?: string[],
): Promise<{ id: string; readClass: ReadClass }[]> {
  const c = bookCustomers;
  const only = (column: typeof c.id | typeof bookLegs.customerId | typeof approvalRequests.customerId) =>
    customerIds ? sql`and ${inIds(column, customerIds)}` : sql``;
  const { rows } = (await db.execute(sql`
    with legs as (
      select ${bookLegs.customerId} as customer_id, bool_or(${openLeg}) as open,
        bool_or(${attentionLeg(today, rules)}) as attention
      from ${bookLegs} where ${bookLegs.notSeenSince} is null ${only(bookLegs.customerId)}
      group by ${bookLegs.customerId}
    ), approvals as (
      select distinct ${approvalRequests.customerId} as customer_id from ${approvalRequests}
      where ${approvalRequests.status} = 'pending' ${only(approvalRequests.customerId)}
    ), judged as (
      select ${c.id} as id, case
        when coalesce(legs.attention, false) or approvals.customer_id is not null then 'attention'
        when ${c.dualHedgesReadAt} is null then 'new'
        when coalesce(legs.open, false) then 'active'
        else 'quiet' end as read_class
      from ${c} left join legs on legs.customer_id = ${c.id}
      left join approvals on approvals.customer_id = ${c.id}
      where true ${only(c.id)}
    )
    update ${c} set read_class = judged.read_class from judged
    where ${c.id} = judged.id and ${c.readClass} <> judged.read_class
    returning ${c.id} as id, ${c.readClass} as read_class`)) as unknown as {
    rows: { id: string; read_class: ReadClass }[];
  };
  return rows.map((row) => ({ id: row.id, readClass: row.read_class }));
}
