import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Whether the message came over TLS (smtps, or after STARTTLS). */
  secure: boolean;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the server answers to a message's DATA: accept it, or refuse it with this SMTP code. */
export type Answer = { code: 250 } | { code: number; message: string };

/** A certificate and its key, for a server that speaks TLS: STARTTLS offered on smtp://, or smtps:// from the start. */
export type ServerTls = { key: string; cert: string; implicit: boolean };

/** A real SMTP server on loopback (the smtp-server package): what it received, and what it answers next. */
export async function startSmtpServer(options: { port?: number; tls?: ServerTls } = {}) {
  const { tls } = options;
  const received: ReceivedMail[] = [];
  let answer: (mail: ReceivedMail) => Answer | Promise<Answer> = () => ({ code: 250 });
  const server = new SMTPServer({
    authOptional: true,
    ...(tls ? { key: tls.key, cert: tls.cert, secure: tls.implicit } : { disabledCommands: ["STARTTLS"] }),
    logger: false,
    async onData(stream, session, callback) {
      const parsed = await simpleParser(stream);
      const mail: ReceivedMail = {
        secure: session.secure,
        messageId: parsed.messageId ?? "",
        to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "",
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
      };
      const reply = await answer(mail);
      if (reply.code === 250) {
        received.push(mail);
        callback();
      } else
        callback(
          Object.assign(new Error("message" in reply ? reply.message : "refused"), { responseCode: reply.code }),
        );
    },
  });
  // A client that refuses the certificate drops the connection mid-handshake: its failure, not the server's.
  if (tls) server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `${tls?.implicit ? "smtps" : "smtp"}://127.0.0.1:${port}`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (yet): connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
