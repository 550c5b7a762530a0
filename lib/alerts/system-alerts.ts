import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditChainChecks, bookCustomers, bookSyncPasses } from "@/lib/db/schema";
import { AUDIT_PATH, BOOK_SYNC_PATH, customerPath } from "@/lib/paths/app-paths";
import { raiseAlerts, type AlertEvent, type Raised } from "./raise";

// The system's health, for admins: a sync pass that failed, a customer not read for long, the trail's chain broken.
// Looked for on a schedule; each event's key makes a second look (or another instance's) raise nothing new.

const ADMINS = { roles: ["admin"] as const };
/** A look covers what happened this recently: older events were raised by an earlier look. */
const LOOK_BACK_HOURS = 24;
/** At most this many stale customers per look, oldest first: the rest follow on the next looks. */
const STALE_PER_LOOK = 200;

type PassRow = { id: number; last_error: string | null };
type StaleRow = { id: string; name: string | null; read_at: Date | string };
type ChainRow = { id: number | string; ok: boolean; first_bad_id: number | string | null; problem: string | null };

export async function raiseSystemAlerts(db: Db, staleHours: number): Promise<Raised> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [passes, stale, chain] = await Promise.all([
    db.execute(sql`select id, last_error from ${bookSyncPasses}
      where status = 'failed' and finished_at > now() - make_interval(hours => ${LOOK_BACK_HOURS}) order by id`),
    db.execute(sql`select id, company_name as name, dual_hedges_read_at as read_at from ${bookCustomers}
      where dual_hedges_read_at < now() - make_interval(hours => ${staleHours})
      order by dual_hedges_read_at limit ${STALE_PER_LOOK}`),
    db.execute(sql`select id, ok, first_bad_id, problem from ${auditChainChecks} order by id desc limit 1`),
  ]);
  const events: AlertEvent[] = [
    ...rows<PassRow>(passes).map((pass) => ({
      kind: "syncFailed" as const,
      eventKey: `syncPass:${pass.id}:failed`,
      to: ADMINS,
      objectType: "syncPass",
      objectId: String(pass.id),
      title: `Book sync pass ${pass.id} failed${pass.last_error ? `: ${pass.last_error.slice(0, 200)}` : ""}`,
      linkPath: BOOK_SYNC_PATH,
    })),
    ...rows<StaleRow>(stale).map((customer) => ({
      kind: "customerStale" as const,
      // One per stale spell: a good read moves the read time, so the next spell is a new event.
      eventKey: `customerStale:${customer.id}:${new Date(customer.read_at).toISOString()}`,
      to: ADMINS,
      customerId: customer.id,
      customerName: customer.name,
      objectType: "customer",
      objectId: customer.id.slice(0, 8),
      title: `Not read for over ${staleHours} hours`,
      linkPath: customerPath(customer.id),
    })),
    ...rows<ChainRow>(chain)
      .filter((check) => !check.ok)
      .map((check) => ({
        kind: "auditChainBroken" as const,
        // Once per broken row: the checks after it fail at the same row and raise nothing new.
        eventKey: `auditChain:${check.first_bad_id ?? `check${check.id}`}`,
        to: ADMINS,
        objectType: "auditRow",
        objectId: check.first_bad_id === null ? null : String(check.first_bad_id),
        title: `The audit trail's chain failed its check${check.first_bad_id === null ? "" : ` at row ${check.first_bad_id}`}${check.problem ? `: ${check.problem.slice(0, 200)}` : ""}`,
        linkPath: AUDIT_PATH,
      })),
  ];
  return raiseAlerts(db, events);
}
