import { spawn, type ChildProcess } from "node:child_process";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { createPostgresDatabase } from "../support/postgres-database";
import { removeTempDirs, tempDir } from "../auth/support";
import { addAlert, addPerson, queueInstant } from "./support/fixtures";
import { startSmtpServer } from "./support/smtp-server";

/** Senders as real processes on one Postgres, mailing to a real SMTP server in this process. */

let database: Database;
let databaseUrl: string;
let drop: () => Promise<void>;
const children: ChildProcess[] = [];

const readyOf = new WeakMap<ChildProcess, Promise<void>>();

function startSender(smtpUrl: string, leaseSeconds: number): ChildProcess {
  const child = spawn(
    process.execPath,
    ["--conditions", "react-server", "--import", "tsx", "test/mail/support/sender-process.ts"],
    {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: tempDir(),
        SMTP_URL: smtpUrl,
        MAIL_FROM: "desk@example.com",
        MAIL_TEST_LEASE_SECONDS: String(leaseSeconds),
        LOG_LEVEL: "warn",
      },
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  readyOf.set(
    child,
    new Promise((resolve) => child.stdout?.on("data", () => output.includes("sender ready") && resolve())),
  );
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.on("exit", (code, signal) => {
    if (signal !== "SIGKILL") console.error(`sender exited ${code ?? signal}:\n${output}`);
  });
  children.push(child);
  return child;
}

const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

beforeAll(async () => {
  ({ url: databaseUrl, drop } = await createPostgresDatabase(inject("postgresUrl"), "mail_senders"));
  database = await openDatabase({ url: databaseUrl, dataDir: tempDir() });
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await database?.close();
  await drop?.();
  removeTempDirs();
});

describe("senders in separate processes", () => {
  it("kill -9 mid-send: the mail goes at most once more, with the same Message-ID, and the rest once", async () => {
    const smtp = await startSmtpServer();
    try {
      const person = await addPerson(database.db);
      const first = await queueInstant(database.db, await addAlert(database.db, person.id), person.email);
      const second = await queueInstant(database.db, await addAlert(database.db, person.id), person.email);
      const victim = startSender(smtp.url, 3);
      let killed = false;
      // The server has the whole message; the sender dies before it hears the 250, so it never marks it sent.
      smtp.answerWith(async () => {
        if (!killed) {
          killed = true;
          const gone = exited(victim);
          victim.kill("SIGKILL");
          await gone;
        }
        return { code: 250 };
      });
      await until("the victim's kill", async () => (killed && victim.signalCode === "SIGKILL" ? true : undefined));
      const [stuck] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, first));
      expect(stuck?.status).toBe("sending");

      startSender(smtp.url, 3);
      const rows = await until("both mails sent", async () => {
        const found = await database.db
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, [first, second]));
        return found.every((row) => row.status === "sent") ? found : undefined;
      });
      const ids = smtp.received.map((mail) => mail.messageId);
      const firstId = rows.find((row) => row.id === first)!.messageId;
      const secondId = rows.find((row) => row.id === second)!.messageId;
      expect(ids.filter((id) => id === firstId)).toHaveLength(2); // once before the kill, once more after
      expect(ids.filter((id) => id === secondId)).toHaveLength(1);
      expect(ids).toHaveLength(3);
    } finally {
      for (const child of children) child.kill("SIGKILL");
      await smtp.close();
    }
  }, 120_000);

  it("two senders at once: each alert is mailed once", async () => {
    const smtp = await startSmtpServer();
    try {
      // Each answer held a little, so both senders are at work at the same time.
      smtp.answerWith(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { code: 250 };
      });
      const senders = [startSender(smtp.url, 60), startSender(smtp.url, 60)];
      await Promise.all(senders.map((child) => readyOf.get(child)));
      const person = await addPerson(database.db);
      const queued = await database.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (let n = 0; n < 30; n += 1) ids.push(await queueInstant(tx, await addAlert(tx, person.id), person.email));
        return ids;
      });
      const rows = await until("every mail sent", async () => {
        const found = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, queued));
        return found.every((row) => row.status === "sent") ? found : undefined;
      });
      const ids = smtp.received.map((mail) => mail.messageId);
      expect(ids).toHaveLength(30);
      expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.messageId)));
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Both took part: the claim, not luck, kept them apart.
      expect(new Set(rows.map((row) => row.claimedBy)).size).toBe(2);
    } finally {
      for (const child of children) child.kill("SIGKILL");
      await smtp.close();
    }
  }, 120_000);
});
