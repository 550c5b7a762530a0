import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { listOutbox } from "@/lib/mail/outbox-list";
import { sendDueMail, type SenderOptions } from "@/lib/mail/sender";
import { createMailTransport } from "@/lib/mail/transport";
import { removeTempDirs, tempDir } from "../auth/support";
import { addAlert, addPerson, queueInstant } from "./support/fixtures";
import { closedPort, startSmtpServer } from "./support/smtp-server";

const APP_URL = "https://desk.example.com";
let database: Database;

const sender = (smtpUrl: string): SenderOptions => ({
  transport: createMailTransport(smtpUrl, "Hedge Desk <desk@example.com>"),
  appUrl: APP_URL,
  instance: "test-sender",
  leaseSeconds: 60,
  retryBaseSeconds: 1,
  retryMaxSeconds: 2,
});
const row = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const sendUntilSettled = async (options: SenderOptions, id: number) => {
  for (;;) {
    await sendDueMail(database.db, options);
    const { status } = await row(id);
    if (status === "sent" || status === "failed") return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: tempDir() });
});
afterAll(async () => {
  await database?.close();
  removeTempDirs();
});

describe("mail to a real SMTP server on loopback", () => {
  it("an approval request's instant mail arrives with the link and the deadline in the person's zone, never the amount", async () => {
    const smtp = await startSmtpServer();
    try {
      const person = await addPerson(database.db, { timeZone: "Europe/Berlin" });
      const alert = await addAlert(database.db, person.id);
      const id = await queueInstant(database.db, alert, person.email);
      expect(await sendDueMail(database.db, sender(smtp.url))).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      const stored = await row(id);
      expect(stored.status).toBe("sent");
      expect(mail!.messageId).toBe(stored.messageId);
      expect(mail!.to).toBe(person.email);
      expect(mail!.subject).toBe(`Approval requested: Acme Trading Ltd, drawdown ${alert.objectId!.slice(0, 8)}`);
      const link = `${APP_URL}/approvals?request=${alert.objectId}`;
      // 10:15 UTC is 11:15 in Berlin in November.
      for (const body of [mail!.text, mail!.html]) {
        expect(body).toContain("29 Nov 2026, 11:15:00 GMT+1");
        expect(body).toContain(link.replaceAll("&", "&amp;"));
        expect(body).not.toMatch(/1,250,000|EUR/);
      }
      // Sent once: nothing is left to send.
      expect(await sendDueMail(database.db, sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("waits while the server refuses, backs off, and delivers once when it recovers", async () => {
    const port = await closedPort();
    const person = await addPerson(database.db);
    const id = await queueInstant(database.db, await addAlert(database.db, person.id), person.email);
    const options = sender(`smtp://127.0.0.1:${port}`);

    expect(await sendDueMail(database.db, options)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await row(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("ECONNREFUSED");
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.createdAt.getTime());
    // Not due again before its back-off: a second look sends nothing and counts no attempt.
    expect(await sendDueMail(database.db, options)).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const smtp = await startSmtpServer({ port });
    try {
      let refusals = 1;
      smtp.answerWith(() => (refusals-- > 0 ? { code: 451, message: "Try again later" } : { code: 250 }));
      expect(await sendUntilSettled(options, id)).toBe("sent");
      const sent = await row(id);
      expect(sent.attempts).toBe(3); // refused connection, 451, accepted
      expect(smtp.received.map((mail) => mail.messageId)).toEqual([sent.messageId]);
      expect(await listOutbox(database.db)).not.toContainEqual(expect.objectContaining({ id }));
    } finally {
      await smtp.close();
    }
  });

  it("a permanent refusal (550) is not retried and is shown to admins with the server's reason", async () => {
    const smtp = await startSmtpServer();
    try {
      smtp.answerWith(() => ({ code: 550, message: "Mailbox unavailable" }));
      const person = await addPerson(database.db);
      const id = await queueInstant(database.db, await addAlert(database.db, person.id), person.email);
      expect(await sendDueMail(database.db, sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(await sendDueMail(database.db, sender(smtp.url))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await row(id)).toMatchObject({ status: "failed", attempts: 1 });
      const shown = (await listOutbox(database.db)).find((mail) => mail.id === id);
      expect(shown).toMatchObject({ status: "failed", toAddress: person.email, purpose: "instant" });
      expect(shown?.lastError).toContain("550 Mailbox unavailable");
    } finally {
      await smtp.close();
    }
  });

  it("a person without an address: failed with why, nothing sent", async () => {
    const person = await addPerson(database.db);
    const id = await queueInstant(database.db, await addAlert(database.db, person.id), null);
    expect(await sendDueMail(database.db, sender("smtp://127.0.0.1:1"))).toMatchObject({ failed: 1 });
    expect((await row(id)).lastError).toBe("The person has no email address that can receive mail.");
  });
});
