import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "@/lib/db";
import { alerts, staffPreferences } from "@/lib/db/schema";
import { claimNextMail, retryDelaySeconds, settleMail, type ClaimedMail, type Settlement } from "./outbox";
import { renderDigest, renderInstant, renderTest, type MailAlert, type RenderedMail } from "./render";
import { sendMail } from "./transport";

export interface SenderOptions {
  transport: Transporter;
  appUrl: string;
  instance: string;
  leaseSeconds: number;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
}

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** Sends every mail due now, one claimed row at a time; returns when none is left to claim. */
export async function sendDueMail(db: Db, options: SenderOptions): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  const messageIdHost = new URL(options.appUrl).hostname;
  for (;;) {
    const mail = await claimNextMail(db, {
      instance: options.instance,
      leaseSeconds: options.leaseSeconds,
      messageIdHost,
    });
    if (!mail) return report;
    const outcome = await deliver(db, mail, options);
    await settleMail(db, mail, options.instance, outcome);
    if (outcome.sent) report.sent += 1;
    else if (outcome.permanent) report.failed += 1;
    else report.retrying += 1;
  }
}

async function deliver(db: Db, mail: ClaimedMail, options: SenderOptions): Promise<Settlement> {
  const refuse = (reason: string): Settlement => ({ sent: false, permanent: true, reason, retryInSeconds: 0 });
  if (!mail.toAddress) return refuse("The person has no email address that can receive mail.");
  const rendered = await render(db, mail, options.appUrl);
  if (!rendered) return refuse("The alert this mail told of is no longer kept.");
  const outcome = await sendMail(options.transport, { to: mail.toAddress, messageId: mail.messageId, ...rendered });
  if (outcome.ok) return { sent: true };
  return {
    sent: false,
    permanent: outcome.permanent,
    reason: outcome.reason,
    retryInSeconds: retryDelaySeconds(mail.attempts, options.retryBaseSeconds, options.retryMaxSeconds),
  };
}

async function render(db: Db, mail: ClaimedMail, appUrl: string): Promise<RenderedMail | null> {
  if (mail.purpose === "test") return renderTest(appUrl);
  const ids = mail.purpose === "instant" ? (mail.alertId === null ? [] : [mail.alertId]) : (mail.alertIds ?? []);
  if (ids.length === 0) return null;
  const [rows, [preferences]] = await Promise.all([
    db.select().from(alerts).where(inArray(alerts.id, ids)).orderBy(alerts.createdAt, alerts.id),
    db
      .select({ timeZone: staffPreferences.timeZone })
      .from(staffPreferences)
      .where(eq(staffPreferences.userId, mail.recipientId)),
  ]);
  const timeZone = preferences?.timeZone ?? "UTC";
  const kept: MailAlert[] = rows;
  if (kept.length === 0) return null;
  return mail.purpose === "instant" ? renderInstant(kept[0]!, timeZone, appUrl) : renderDigest(kept, timeZone, appUrl);
}
