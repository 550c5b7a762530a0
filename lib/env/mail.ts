import { z } from "zod";

/** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://host:465` (TLS from the start). */
export const smtpUrlSchema = z.string().superRefine((value, context) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: "custom", message: "SMTP_URL does not parse as a URL (smtp://user:pass@host:587)" });
    return;
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    context.addIssue({ code: "custom", message: "SMTP_URL must start with smtp:// or smtps://" });
  else if (!url.hostname) context.addIssue({ code: "custom", message: "SMTP_URL names no host" });
});

const bareAddress = z.email();

/** `desk@example.com` or `Hedge Desk <desk@example.com>`. */
export const mailFromSchema = z.string().refine(
  (value) => {
    const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
    return bareAddress.safeParse(named ? named[1]!.trim() : value.trim()).success;
  },
  { message: "MAIL_FROM must be an email address, such as desk@example.com or Hedge Desk <desk@example.com>" },
);
