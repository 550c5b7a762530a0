import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { alertSubscriptions, mailOutbox, staffPreferences } from "@/lib/db/schema";
import { takeDueDigests } from "@/lib/mail/digests";
import { sendDueMail } from "@/lib/mail/sender";
import { createMailTransport } from "@/lib/mail/transport";
import { removeTempDirs, tempDir } from "../auth/support";
import { addAlert, addPerson } from "./support/fixtures";
import { startSmtpServer } from "./support/smtp-server";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: tempDir() });
});
afterAll(async () => {
  await database?.close();
  removeTempDirs();
});

const at = (iso: string) => new Date(iso);
const digestRows = (userId: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.recipientId, userId));

describe("the daily digest at 08:00 in Berlin, business days, across the end of summer time (25 Oct 2026)", () => {
  it("holds what came since Friday's digest, goes at 08:00 CET on Monday (07:00 UTC), groups by kind, once", async () => {
    const db = database.db;
    const person = await addPerson(db, { timeZone: "Europe/Berlin", digestHour: 8 });
    // Friday 23 Oct's digest went at 08:00 CEST (06:00 UTC).
    await db
      .update(staffPreferences)
      .set({ lastDigestAt: at("2026-10-23T06:00:00Z") })
      .where(eq(staffPreferences.userId, person.id));
    await db.insert(alertSubscriptions).values([
      { userId: person.id, kind: "approvalRequested", channel: "emailDigest" },
      { userId: person.id, kind: "itemOpened:overdue", channel: "emailDigest" },
      { userId: person.id, kind: "syncFailed", channel: "inApp" },
    ]);
    const before = await addAlert(db, person.id, { createdAt: at("2026-10-23T05:59:00Z"), customerName: "Before Ltd" });
    const saturday = await addAlert(db, person.id, {
      createdAt: at("2026-10-24T10:00:00Z"),
      customerName: "Saturday GmbH",
    });
    const sunday = await addAlert(db, person.id, {
      kind: "itemOpened:overdue",
      objectType: "leg",
      createdAt: at("2026-10-25T12:00:00Z"),
      customerName: "Sunday SA",
      deadlineAt: null,
    });
    const monday = await addAlert(db, person.id, { createdAt: at("2026-10-26T06:30:00Z"), customerName: "Monday BV" });
    await addAlert(db, person.id, {
      kind: "syncFailed",
      createdAt: at("2026-10-24T09:00:00Z"),
      customerName: "In-app only",
    });

    // Saturday and Sunday at 08:00 local: no digest on a weekend.
    expect(await takeDueDigests(db, at("2026-10-24T06:00:00Z"))).toBe(0);
    expect(await takeDueDigests(db, at("2026-10-25T07:00:00Z"))).toBe(0);
    // Monday 06:30 UTC is 07:30 in Berlin now (CET): 08:00 CEST would have been 06:00 UTC, but summer time is over.
    expect(await takeDueDigests(db, at("2026-10-26T06:59:59Z"))).toBe(0);
    expect(await digestRows(person.id)).toHaveLength(0);
    expect(await takeDueDigests(db, at("2026-10-26T07:00:00Z"))).toBe(1);
    expect(await takeDueDigests(db, at("2026-10-26T07:05:00Z"))).toBe(0);

    const [digest] = await digestRows(person.id);
    expect(digest?.alertIds).toEqual([saturday.id, sunday.id, monday.id]);
    expect(digest?.alertIds).not.toContain(before.id);

    const smtp = await startSmtpServer();
    try {
      const transport = createMailTransport(smtp.url, "desk@example.com");
      const options = {
        transport,
        appUrl: "https://desk.example.com",
        instance: "t",
        leaseSeconds: 60,
        retryBaseSeconds: 1,
        retryMaxSeconds: 1,
      };
      expect(await sendDueMail(db, options)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [mail] = smtp.received;
      expect(mail?.subject).toBe("Hedge Desk digest: 3 alerts");
      const text = mail!.text;
      expect(text).toContain("Approval requested (2)");
      expect(text).toContain("Item opened: overdue (1)");
      expect(text.indexOf("Saturday GmbH")).toBeGreaterThan(text.indexOf("Approval requested (2)"));
      expect(text.indexOf("Monday BV")).toBeLessThan(text.indexOf("Item opened: overdue (1)"));
      expect(text).toContain("Sunday SA");
      expect(text).not.toMatch(/In-app only|Before Ltd|1,250,000/);
      // The deadline in the person's zone: 10:15 UTC on 29 Nov is 11:15 CET.
      expect(text).toContain("runs out 29 Nov 2026, 11:15:00 GMT+1");
    } finally {
      await smtp.close();
    }
  });

  it("an empty digest is not sent, and its time still passes", async () => {
    const db = database.db;
    const person = await addPerson(db, { timeZone: "America/New_York", digestHour: 7, everyDay: true });
    await db
      .insert(alertSubscriptions)
      .values({ userId: person.id, kind: "approvalRequested", channel: "emailDigest" });
    // Sunday 1 Nov 2026 is New York's change back to EST: 07:00 EST is 12:00 UTC.
    expect(await takeDueDigests(db, at("2026-11-01T11:59:00Z"))).toBe(0);
    const [{ lastDigestAt } = { lastDigestAt: null }] = await db
      .select({ lastDigestAt: staffPreferences.lastDigestAt })
      .from(staffPreferences)
      .where(eq(staffPreferences.userId, person.id));
    expect(lastDigestAt).toEqual(at("2026-11-01T11:59:00Z")); // Saturday's 07:00 EDT had come: taken, empty, not queued
    expect(await digestRows(person.id)).toHaveLength(0);
    await addAlert(db, person.id, { createdAt: at("2026-11-01T11:59:30Z") });
    expect(await takeDueDigests(db, at("2026-11-01T11:59:59Z"))).toBe(0);
    expect(await takeDueDigests(db, at("2026-11-01T12:00:00Z"))).toBe(1);
  });
});
