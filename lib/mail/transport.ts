import nodemailer, { type Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; reason: string };

/** STARTTLS when an smtp:// server offers it; smtps:// is TLS from the first byte. A stalled server is a temporary failure. */
export function createMailTransport(smtpUrl: string, from: string, timeouts = DEFAULT_TIMEOUTS): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, ...timeouts }, { from });
}

const DEFAULT_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

// No SMTP reply: the server could not be reached or stopped answering, so the mail waits and tries again.
const TEMPORARY_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "EPROTOCOL",
  "ECONNRESET",
  "ECONNREFUSED",
]);

export function classifySendError(error: unknown): { permanent: boolean; reason: string } {
  const { responseCode, code, response, message } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    response?: string;
    message?: string;
  };
  const reason = (response || message || String(error)).replace(/\s+/g, " ").slice(0, 500);
  if (typeof responseCode === "number") return { permanent: responseCode >= 500, reason };
  return { permanent: !(code && TEMPORARY_CODES.has(code)), reason: code ? `${code}: ${reason}` : reason };
}

export async function sendMail(transport: Transporter, mail: OutgoingMail): Promise<SendOutcome> {
  try {
    await transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...classifySendError(error) };
  }
}
