import "server-only";

/** Email is on only when SMTP_URL is set; without it the inbox still works and email channels are refused. */
export function emailEnabled(): boolean {
  return Boolean(process.env.SMTP_URL?.trim());
}
