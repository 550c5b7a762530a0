import "server-only";
import { serverEnv } from "@/lib/env/server";

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** The origin links in mail point to. */
  appUrl: string;
}

/** Null when email is off (no SMTP_URL): the inbox still works, nothing is queued for sending. */
export function mailConfig(env = serverEnv): MailConfig | null {
  if (!env.SMTP_URL || !env.MAIL_FROM) return null;
  const configured = env.APP_URL ?? env.BETTER_AUTH_URL;
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    appUrl: configured ? new URL(configured).origin : `http://localhost:${env.PORT}`,
  };
}

export const EMAIL_OFF = "Email is off on this server (SMTP_URL is not set): alerts reach you in the app only.";
