import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { alertSubscriptions, auditEvents, mailOutbox } from "@/lib/db/schema";
import { MAIL_REQUEST_LIMIT, requestDigestNow, requestTestEmail } from "@/lib/mail/requests";
import { removeTempDirs, tempDir } from "../auth/support";
import { addAlert, addPerson } from "./support/fixtures";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: tempDir() });
});
afterAll(async () => {
  await database?.close();
  removeTempDirs();
});

const asked = (actor: { id: string; email: string }) => ({ actor, requestId: "req-mail", clientAddress: "127.0.0.1" });
const trail = (userId: string, action: string) =>
  database.db
    .select({ outcome: auditEvents.outcome, errorKind: auditEvents.errorKind, detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.staffUserId, userId), eq(auditEvents.action, action)))
    .orderBy(auditEvents.id);

describe("test email and digest now", () => {
  it("a test email is queued to the person's own address, each request audited, refused past the limit", async () => {
    const person = await addPerson(database.db);
    for (let n = 0; n < MAIL_REQUEST_LIMIT.requests; n += 1)
      expect(await requestTestEmail(database.db, asked(person))).toEqual({ outcome: "queued", to: person.email });
    expect(await requestTestEmail(database.db, asked(person))).toEqual({ outcome: "limited", to: person.email });
    const queued = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipientId, person.id));
    expect(queued.map((row) => [row.purpose, row.toAddress])).toEqual(
      Array.from({ length: MAIL_REQUEST_LIMIT.requests }, () => ["test", person.email]),
    );
    const rows = await trail(person.id, "testEmailRequested");
    expect(rows.filter((row) => row.outcome === "recorded")).toHaveLength(MAIL_REQUEST_LIMIT.requests);
    expect(rows.filter((row) => row.outcome === "refused").map((row) => row.errorKind)).toEqual(["limited"]);
  });

  it("an address that cannot receive mail is refused and recorded, nothing queued", async () => {
    const person = { id: (await addPerson(database.db)).id, email: "viewer@hedge-desk.test" };
    expect(await requestTestEmail(database.db, asked(person))).toEqual({ outcome: "no-address", to: person.email });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipientId, person.id))).toEqual([]);
    expect((await trail(person.id, "testEmailRequested")).map((row) => row.errorKind)).toEqual(["no-address"]);
  });

  it("digest now: queues what the next digest would hold, then nothing new is nothing sent", async () => {
    const person = await addPerson(database.db);
    await database.db
      .insert(alertSubscriptions)
      .values({ userId: person.id, kind: "approvalRequested", channel: "emailDigest" });
    const alert = await addAlert(database.db, person.id);
    expect(await requestDigestNow(database.db, asked(person))).toEqual({
      outcome: "queued",
      to: person.email,
      alerts: 1,
    });
    const [digest] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipientId, person.id));
    expect(digest).toMatchObject({ purpose: "digest", alertIds: [alert.id], toAddress: person.email });
    expect(await requestDigestNow(database.db, asked(person))).toEqual({ outcome: "empty", to: person.email });
    expect((await trail(person.id, "digestRequested")).map((row) => row.detail)).toEqual([
      { outcome: "queued", alerts: 1 },
      { outcome: "empty" },
    ]);
  });
});
