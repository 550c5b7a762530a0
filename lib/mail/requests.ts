import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { recordSecurityEvent } from "@/lib/audit/security-events";
import type { Db } from "@/lib/db";
import { auditEvents, mailOutbox, staffPreferences } from "@/lib/db/schema";
import { receivableAddress } from "@/lib/domain/mail-address";
import { takeDigest } from "./digests";

/** Each person may ask for this many of each in this many minutes (counted on the trail, so on every instance). */
export const MAIL_REQUEST_LIMIT = { requests: 3, minutes: 10 };
// Per person and kind: the count and the new row under one lock, so two clicks at once cannot both pass the limit.
const LOCK_KEY = 727_045;

export interface MailRequest {
  actor: { id: string; email: string };
  requestId: string;
  clientAddress: string | null;
}

export type MailRequestOutcome =
  { outcome: "queued"; to: string; alerts?: number } | { outcome: "empty" | "limited" | "no-address"; to: string };

type Kind = "testEmailRequested" | "digestRequested";

/** On the trail within the limit, then `queue` in the same transaction; refused (and recorded) past it. */
async function limited(
  db: Db,
  kind: Kind,
  request: MailRequest,
  queue: (t: Db, to: string) => Promise<MailRequestOutcome>,
): Promise<MailRequestOutcome> {
  const to = receivableAddress(request.actor.email);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY}, hashtext(${`${kind}:${request.actor.id}`}))`);
    const [recent] = await t
      .select({ n: count() })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.staffUserId, request.actor.id),
          eq(auditEvents.action, kind),
          eq(auditEvents.outcome, "recorded"),
          gt(auditEvents.occurredAt, sql`now() - make_interval(mins => ${MAIL_REQUEST_LIMIT.minutes})`),
        ),
      );
    const refusal: "no-address" | "limited" | null = !to
      ? "no-address"
      : (recent?.n ?? 0) >= MAIL_REQUEST_LIMIT.requests
        ? "limited"
        : null;
    const outcome: MailRequestOutcome = refusal ? { outcome: refusal, to: request.actor.email } : await queue(t, to!);
    await recordSecurityEvent(
      {
        kind,
        actor: request.actor,
        requestId: request.requestId,
        clientAddress: request.clientAddress,
        detail: { outcome: outcome.outcome, ...("alerts" in outcome ? { alerts: outcome.alerts } : {}) },
        ...(refusal ? { refusal } : {}),
      },
      t,
    );
    return outcome;
  });
}

/** "Send test email": to the person's own address, through the outbox like every mail. */
export const requestTestEmail = (db: Db, request: MailRequest) =>
  limited(db, "testEmailRequested", request, async (t, to) => {
    await t.insert(mailOutbox).values({ recipientId: request.actor.id, toAddress: to, purpose: "test" });
    return { outcome: "queued", to };
  });

/** "Send my digest now": what the next digest would hold, now; the next scheduled one starts after it. */
export const requestDigestNow = (db: Db, request: MailRequest) =>
  limited(db, "digestRequested", request, async (t, to) => {
    await t.insert(staffPreferences).values({ userId: request.actor.id }).onConflictDoNothing();
    const [preferences] = await t
      .select({ lastDigestAt: staffPreferences.lastDigestAt })
      .from(staffPreferences)
      .where(eq(staffPreferences.userId, request.actor.id));
    const person = { userId: request.actor.id, email: to, lastDigestAt: preferences?.lastDigestAt ?? null };
    const { alerts } = await takeDigest(t, person, new Date());
    return alerts > 0 ? { outcome: "queued", to, alerts } : { outcome: "empty", to };
  });
