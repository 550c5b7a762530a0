import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport, sendMail } from "@/lib/mail/transport";
import { startSmtpServer } from "./support/smtp-server";

// A certificate made for this run by Debian's openssl, which nothing trusts: only a URL that says so accepts it.
const dir = mkdtempSync(path.join(tmpdir(), "hedge-desk-smtp-tls-"));
const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
const certArgs = ["-subj", "/CN=127.0.0.1", "-days", "1", "-keyout", keyFile, "-out", certFile];
execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", ...certArgs], { stdio: "ignore" });
const [key, cert] = [readFileSync(keyFile, "utf8"), readFileSync(certFile, "utf8")];
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mail = { to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>", messageId: "<outbox-1@example.com>" };
const TRUST_THIS_CERTIFICATE = "?tls.rejectUnauthorized=false";

describe("mail over TLS", () => {
  it.each([
    ["an smtp:// server that offers STARTTLS gets the mail after the upgrade", false],
    ["an smtps:// server gets it over TLS from the first byte", true],
  ])("%s", async (_name, implicit) => {
    const smtp = await startSmtpServer({ tls: { key, cert, implicit } });
    try {
      const transport = createMailTransport(`${smtp.url}${TRUST_THIS_CERTIFICATE}`, "desk@example.com");
      expect(await sendMail(transport, mail)).toEqual({ ok: true });
      expect(smtp.received.map((received) => [received.messageId, received.secure])).toEqual([[mail.messageId, true]]);
    } finally {
      await smtp.close();
    }
  });

  it("a certificate nothing trusts sends nothing, and the mail waits to be tried again", async () => {
    const smtp = await startSmtpServer({ tls: { key, cert, implicit: true } });
    try {
      const outcome = await sendMail(createMailTransport(smtp.url, "desk@example.com"), mail);
      expect(outcome).toMatchObject({ ok: false, permanent: false });
      expect(outcome.ok || outcome.reason).toMatch(/certificate/i);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
