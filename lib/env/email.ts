import "server-only";

/**
 * Email is on only when SMTP_URL is set (the server then refuses to start without MAIL_FROM); without it the inbox
 * still works and email channels are refused. Read at each call, not from the parsed environment, so tests can turn it.
 */
export function emailEnabled(): boolean {
  return Boolean(process.env.SMTP_URL?.trim());
}
