import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { alerts, mailOutbox } from "@/lib/db/schema";
import { receivableAddress } from "@/lib/domain/mail-address";
import { emailEnabled } from "@/lib/env/email";
import { alertsRaised, alertsRaiseSeconds } from "@/lib/metrics/catalog";
import { effectiveSubscriptions, type Subscribed } from "./effective";
import type { AlertKind } from "./kinds";
import { inScope } from "./rules";

// Raising alerts: one statement writes each recipient's alert, once per event (the unique (recipient, event key)
// index, whichever instance saw it), and the instant mail of those who chose it, in the same transaction.

type Role = "viewer" | "operator" | "admin";

export type AlertEvent = {
  kind: AlertKind;
  /** Names the event stably (`item:42:opened`): the same event raised twice is one alert per person. */
  eventKey: string;
  /** Named people, or every member of some roles (less one, e.g. the requester of an approval). */
  to: { users: readonly string[] } | { roles: readonly Role[]; except?: string };
  /** An item alert's owner (null: unassigned), for the scope "mine or unassigned"; undefined for other kinds. */
  ownerId?: string | null;
  customerId?: string | null;
  customerName?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  title: string;
  linkPath: string;
  deadlineAt?: Date | null;
};

/** Rows per statement: a full pass may open thousands of items, each for every person subscribed. */
const CHUNK = 5000;

export type Raised = { alerts: number; mails: number };

export async function raiseAlerts(db: Db, events: readonly AlertEvent[]): Promise<Raised> {
  if (events.length === 0) return { alerts: 0, mails: 0 };
  const end = alertsRaiseSeconds.startTimer();
  const raised = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const kinds = [...new Set(events.map((e) => e.kind))];
    const subscribed = await effectiveSubscriptions(tx, kinds);
    const rows = onePerEvent(recipientRows(events, subscribed, emailEnabled()));
    const sum = { alerts: 0, mails: 0 };
    for (let start = 0; start < rows.length; start += CHUNK) {
      const counts = await insertRows(tx, rows.slice(start, start + CHUNK));
      sum.alerts += counts.alerts;
      sum.mails += counts.mails;
    }
    return sum;
  });
  end();
  alertsRaised.inc(raised.alerts);
  return raised;
}

type Row = ReturnType<typeof recipientRows>[number];

/** Each event's recipients by who it reaches, their role's right to the kind, their channel and scope. */
export function recipientRows(events: readonly AlertEvent[], subscribed: readonly Subscribed[], email: boolean) {
  const byKind = new Map<AlertKind, Subscribed[]>();
  for (const s of subscribed) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  return events.flatMap((event) =>
    (byKind.get(event.kind) ?? [])
      .filter((s) => reaches(event, s) && s.effective.channel !== "off")
      .filter((s) => inScope(s.effective.scope, s.id, event.ownerId))
      .map((s) => ({
        recipient_id: s.id,
        kind: event.kind,
        event_key: event.eventKey,
        customer_id: event.customerId ?? null,
        customer_name: event.customerName ?? null,
        object_type: event.objectType ?? null,
        object_id: event.objectId ?? null,
        title: event.title,
        link_path: event.linkPath,
        deadline_at: event.deadlineAt?.toISOString() ?? null,
        mail: email && s.effective.channel === "emailInstant",
        to_address: receivableAddress(s.email),
      })),
  );
}

/** The same event named twice in one call is still one alert per person. */
function onePerEvent(rows: Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.recipient_id}\u0000${row.event_key}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function reaches(event: AlertEvent, s: Subscribed): boolean {
  if (s.effective.source === "notForRole") return false;
  if ("users" in event.to) return event.to.users.includes(s.id);
  return event.to.roles.includes(s.role) && s.id !== event.to.except;
}

async function insertRows(db: Db, rows: Row[]): Promise<Raised> {
  const result = await db.execute(sql`
    with x as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(
        recipient_id text, kind text, event_key text, customer_id text, customer_name text, object_type text,
        object_id text, title text, link_path text, deadline_at timestamptz, mail boolean, to_address text)
    ), made as (
      insert into ${alerts} (recipient_id, kind, event_key, customer_id, customer_name, object_type, object_id, title,
        link_path, deadline_at)
      select recipient_id, kind, event_key, customer_id, customer_name, object_type, object_id, title, link_path,
        deadline_at from x
      on conflict (recipient_id, event_key) do nothing
      returning id, recipient_id, event_key
    ), mailed as (
      insert into ${mailOutbox} (recipient_id, to_address, purpose, alert_id)
      select made.recipient_id, x.to_address, 'instant', made.id
      from made join x on x.recipient_id = made.recipient_id and x.event_key = made.event_key
      where x.mail
      returning id
    )
    select (select count(*) from made) as alerts, (select count(*) from mailed) as mails`);
  const [counts] = (result as unknown as { rows: { alerts: number | string; mails: number | string }[] }).rows;
  return { alerts: Number(counts?.alerts ?? 0), mails: Number(counts?.mails ?? 0) };
}
