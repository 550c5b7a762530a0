import { startSmtpServer } from "../test/mail/support/smtp-server";
import { demoEmail, expect, signIn, test } from "./fixtures";
import { npmStart } from "./support/npm-start";
import { ownDataDir, ownPort, startOwnServer } from "./support/own-server";
import { scanAndCapture } from "./support/page-checks";
import { runSqlOnStoppedServer } from "./support/pglite-sql";

/** Email end to end: the server's own sender, a real SMTP server on loopback, the admins' outbox page. */
const port = ownPort(61);
test.use({ baseURL: `http://127.0.0.1:${port}` });

test("a bad SMTP_URL or MAIL_FROM stops the server at start, naming the variable", async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir("mail-config", { fresh: true });
  const cases = [
    [{ SMTP_URL: "smtp://", MAIL_FROM: "desk@example.com" }, "SMTP_URL names no host"],
    [{ SMTP_URL: "mail example com", MAIL_FROM: "desk@example.com" }, "SMTP_URL does not parse as a URL"],
    [
      { SMTP_URL: "smtp://user:pw-canary-1@mail.example.com:587", MAIL_FROM: "the desk" },
      "MAIL_FROM must be an email address",
    ],
  ] as const;
  for (const [env, message] of cases) {
    const refused = npmStart({ port: ownPort(63), dataDir, env });
    expect(await refused.exited, refused.output()).not.toBe(0);
    expect(refused.output()).toContain(message);
    expect(refused.output()).not.toContain("pw-canary-1");
  }
});

test("an approval request's mail arrives, a 550 is failed on /outbox with the reason; both read well", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const smtp = await startSmtpServer();
  smtp.answerWith((mail) =>
    mail.to === "refused@example.com" ? { code: 550, message: "5.1.1 No such mailbox" } : { code: 250 },
  );
  const dataDir = ownDataDir("mail", { fresh: true });
  // A first start migrates and creates the demo accounts; the alert and its mail are then written as the alerts side does.
  await (await startOwnServer({ port, dataDir })).stop();
  runSqlOnStoppedServer({
    dataDir,
    sql: `
      with admin as (select id from auth_user where email = '${demoEmail("admin")}'),
      alert as (
        insert into alerts (recipient_id, kind, event_key, customer_id, customer_name, object_type, object_id, title, link_path, deadline_at)
        select id, 'approvalRequested', 'approval:e2e:requested', 'c-1', 'Acme Trading Ltd', 'drawdown',
               '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', 'Approval requested: drawdown of EUR 1,250,000.00',
               '/approvals', '2026-11-29T10:15:00Z' from admin returning id, recipient_id)
      insert into mail_outbox (recipient_id, to_address, purpose, alert_id)
      select recipient_id, 'approver@example.com', 'instant', id from alert
      union all select recipient_id, 'refused@example.com', 'test', null from alert`,
  });
  const server = await startOwnServer({
    port,
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Hedge Desk <desk@example.com>", APP_URL: `http://127.0.0.1:${port}` },
  });
  try {
    await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe("Approval requested: Acme Trading Ltd, drawdown 6f1c2d3e");
    expect(mail!.text).toContain(`http://127.0.0.1:${port}/approvals`);
    expect(mail!.text).toContain("runs out 29 Nov 2026, 10:15:00 UTC");
    expect(mail!.text + mail!.html).not.toMatch(/1,250,000|EUR/);

    await signIn(page, demoEmail("admin"));
    await page.goto("/outbox");
    const failed = page.getByRole("row").filter({ hasText: "refused@example.com" });
    await expect(failed).toContainText("Failed, not retried");
    await expect(failed).toContainText("550 5.1.1 No such mailbox");
    await expect(page.getByRole("row").filter({ hasText: "approver@example.com" })).toHaveCount(0); // sent
    await scanAndCapture(page, testInfo, "outbox");
    await page.screenshot({ path: "/tmp/mail-outbox.png", fullPage: true });

    await page.setContent(mail!.html);
    await expect(page.getByRole("link", { name: "Open it in Hedge Desk" })).toHaveAttribute(
      "href",
      `http://127.0.0.1:${port}/approvals`,
    );
    await page.screenshot({ path: "/tmp/mail-instant.png", fullPage: true });
  } finally {
    await server.stop();
    await smtp.close();
  }
});
