import { describe, expect, it } from "vitest";
import { mailFromSchema, smtpUrlSchema } from "./mail";

const messages = (schema: typeof smtpUrlSchema | typeof mailFromSchema, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("SMTP_URL", () => {
  it.each(["smtp://mail.example.com", "smtp://user:p%40ss@mail.example.com:587", "smtps://mail.example.com:465"])(
    "takes %s",
    (value) => expect(messages(smtpUrlSchema, value)).toEqual([]),
  );
  it("refuses what does not parse, names no host or is not SMTP, saying which variable", () => {
    expect(messages(smtpUrlSchema, "mail example com")).toEqual([
      "SMTP_URL does not parse as a URL (smtp://user:pass@host:587)",
    ]);
    expect(messages(smtpUrlSchema, "smtp://")).toEqual(["SMTP_URL names no host"]);
    expect(messages(smtpUrlSchema, "smtp:///path")).toEqual(["SMTP_URL names no host"]);
    expect(messages(smtpUrlSchema, "https://mail.example.com")).toEqual([
      "SMTP_URL must start with smtp:// or smtps://",
    ]);
  });
});

describe("MAIL_FROM", () => {
  it.each(["desk@example.com", "Hedge Desk <desk@example.com>", "<desk@example.com>"])("takes %s", (value) =>
    expect(messages(mailFromSchema, value)).toEqual([]),
  );
  it.each(["desk", "Hedge Desk", "Hedge Desk <desk>", "desk@", "a@b.c <x>"])("refuses %s", (value) =>
    expect(messages(mailFromSchema, value)).toEqual([
      "MAIL_FROM must be an email address, such as desk@example.com or Hedge Desk <desk@example.com>",
    ]),
  );
});
