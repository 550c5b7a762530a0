// No `server-only` here: scripts/user-create.ts and scripts/user-reset.ts record events under plain Node (tsx).
import { getDb, type Db } from "@/lib/db";
import { auditEvents } from "@/lib/db/schema";
import type { SecurityEventKind } from "./security-event-kinds";

export {
  isSecurityEventKind,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_LABELS,
  type SecurityEventKind,
} from "./security-event-kinds";

/** Who did it: a signed-in staff member, or the command line (user:create, user:reset). */
export type SecurityActor = { id: string; email: string };

export const cliActor = (command: string): SecurityActor => ({ id: "cli", email: `cli (${command})` });

export interface SecurityEvent {
  kind: SecurityEventKind;
  actor: SecurityActor;
  /** The account acted on, when it is not the actor's own. */
  target?: { userId: string; email: string };
  clientAddress?: string | null;
  requestId?: string | null;
  /** Role before and after, export filters and rows, how a password was reset; never a password. */
  detail?: Record<string, unknown>;
  /** Set when the event was refused (a wrong password, the last admin): stored as a `refused` row with this kind. */
  refusal?: string;
}

/** One row per event, kind in `action`; the trail is append-only, so this is the whole record. */
export async function recordSecurityEvent(event: SecurityEvent, database?: Db): Promise<void> {
  const db = database ?? (await getDb());
  await db.insert(auditEvents).values({
    staffUserId: event.actor.id,
    staffEmail: event.actor.email.slice(0, 254),
    action: event.kind,
    targetIds: event.target ? { userId: event.target.userId, email: event.target.email } : {},
    clientAddress: event.clientAddress ?? null,
    detail: event.detail ?? null,
    outcome: event.refusal ? "refused" : "recorded",
    errorKind: event.refusal ?? null,
    requestId: event.requestId ?? null,
  });
}
