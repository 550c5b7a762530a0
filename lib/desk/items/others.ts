import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { approvalRequests, attentionItems, auditEvents } from "@/lib/db/schema";
import {
  approvalResolution,
  approvalWaiting,
  type CallOutcome,
  callResolution,
  callUnresolved,
} from "@/lib/domain/attention-others";
import type { Resolution } from "@/lib/domain/attention-plan";
import { KIND_RANK } from "@/lib/domain/attention-rules";
import { rowsOf } from "../rows";
import type { NewItem } from "./apply";

// The items judged from the trail (a call whose outcome is unknown) and the approvals (a request waiting for its second
// approval). Both sets are small: each refresh reads them whole, by their partial indexes. One episode per call and per
// request: an object that had an item of its kind never gets a second one.

const i = attentionItems;
const a = auditEvents;
const r = approvalRequests;
const CALL = "unresolvedCall" as const;
const APPROVAL = "awaitingApproval" as const;

const hadItem = (kind: string, objectId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${i} where ${i.objectId} = ${objectId} and ${i.kind} = ${kind})`;
/** By its rank too: the queue's partial index then finds a kind's few live items among many others. */
const liveItems = (kind: typeof CALL | typeof APPROVAL) =>
  sql`${i.rank} = ${KIND_RANK[kind]} and ${i.kind} = ${kind} and ${i.state} <> 'resolved'`;
const outcomesOf = (attempt: ReturnType<typeof sql>) => sql`(select json_agg(json_build_object(
    'outcome', o.outcome, 'errorKind', o.error_kind, 'at', o.occurred_at) order by o.id)
  from ${a} o where o.attempt_id = ${attempt})`;
/** The attempt an unresolvedCall item is about; the CASE keeps the cast off other kinds' ids. */
const attemptOfItem = sql`(case when ${i.kind} = ${CALL} then ${i.objectId}::bigint end)`;
const waiting = sql`${r.status} = 'pending' and ${r.expiresAt} > now()`;

/** Whether any of these items is due to open or resolve: part of the refresh's claim, so a still trail costs nothing. */
export const othersChanged = sql`(
  exists (select 1 from ${a} u where u.outcome = 'unknown' and not ${hadItem(CALL, sql`u.attempt_id::text`)})
  or exists (select 1 from ${i} where ${liveItems(CALL)}
    and exists (select 1 from ${a} o where o.attempt_id = ${attemptOfItem} and o.outcome <> 'unknown'))
  or exists (select 1 from ${r} where ${waiting} and not ${hadItem(APPROVAL, sql`${r.id}`)})
  or exists (select 1 from ${i} where ${liveItems(APPROVAL)}
    and not exists (select 1 from ${r} where ${r.id} = ${i.objectId} and ${waiting})))`;

type Outcomes = { outcome: string; errorKind: string | null; at: string }[] | string | null;
const toOutcomes = (value: Outcomes): CallOutcome[] =>
  (typeof value === "string" ? (JSON.parse(value) as Exclude<Outcomes, string>) : (value ?? []))!.map((o) => ({
    outcome: o.outcome,
    errorKind: o.errorKind,
    at: new Date(o.at),
  }));
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export type OtherPlan = { open: NewItem[]; resolve: { itemId: number; resolution: Resolution }[] };

/** The calls and requests to open items for, and the items whose call or request is settled, as the rules judge them. */
export async function planOtherItems(db: Db, now: Date): Promise<OtherPlan> {
  const [calls, callItems, requests, requestItems] = await Promise.all([
    db.execute(sql`
      select u.attempt_id::text as object_id, t.target_ids->>'dualHedgeId' as dual_hedge_id, t.customer_id,
        ${outcomesOf(sql`u.attempt_id`)} as outcomes
      from ${a} u join ${a} t on t.id = u.attempt_id
      where u.outcome = 'unknown' and not ${hadItem(CALL, sql`u.attempt_id::text`)}`),
    db.execute(sql`select ${i.id} as item_id, ${outcomesOf(attemptOfItem)} as outcomes
      from ${i} where ${liveItems(CALL)}`),
    db.execute(sql`select ${r.id} as object_id, ${r.dualHedgeId} as dual_hedge_id, ${r.customerId} as customer_id
      from ${r} where ${waiting} and not ${hadItem(APPROVAL, sql`${r.id}`)}`),
    db.execute(sql`select ${i.id} as item_id, ${r.status} as status, ${r.expiresAt} as expires_at,
        ${r.decidedAt} as decided_at, ${r.decidedByEmail} as decided_by_email
      from ${i} join ${r} on ${r.id} = ${i.objectId} where ${liveItems(APPROVAL)}`),
  ]);
  type Opening = { object_id: string; dual_hedge_id: string | null; customer_id: string | null };
  const open: NewItem[] = [
    ...rowsOf<Opening & { outcomes: Outcomes }>(calls)
      .filter((row) => callUnresolved(toOutcomes(row.outcomes)))
      .map(
        (row) =>
          ({
            kind: CALL,
            objectId: row.object_id,
            dualHedgeId: row.dual_hedge_id,
            customerId: row.customer_id,
          }) as const,
      ),
    ...rowsOf<Opening>(requests).map(
      (row) =>
        ({
          kind: APPROVAL,
          objectId: row.object_id,
          dualHedgeId: row.dual_hedge_id,
          customerId: row.customer_id,
        }) as const,
    ),
  ];
  const resolve: OtherPlan["resolve"] = [];
  for (const row of rowsOf<{ item_id: number | string; outcomes: Outcomes }>(callItems)) {
    const resolution = callResolution(toOutcomes(row.outcomes));
    if (resolution) resolve.push({ itemId: Number(row.item_id), resolution });
  }
  type RequestRow = {
    item_id: number | string;
    status: string;
    expires_at: Date | string;
    decided_at: Date | string | null;
    decided_by_email: string | null;
  };
  for (const row of rowsOf<RequestRow>(requestItems)) {
    const state = {
      status: row.status,
      expiresAt: new Date(row.expires_at),
      decidedAt: toDate(row.decided_at),
      decidedByEmail: row.decided_by_email,
    };
    const resolution = approvalWaiting(state, now) ? null : approvalResolution(state, now);
    if (resolution) resolve.push({ itemId: Number(row.item_id), resolution });
  }
  return { open, resolve };
}
