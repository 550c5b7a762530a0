import { alertKindLabel, NEVER_OFF_REASON, refusalFor, type AlertKind } from "./kinds";

// Why an alert setting was not saved, as a code the form's redirect carries and the page turns into its sentence.

export const SETTINGS_PROBLEMS = [
  "role",
  "emailOff",
  "locked",
  "neverOff",
  "reason",
  "timeZone",
  "digestHour",
  "invalid",
  "forbidden",
  "notFound",
] as const;
export type SettingsProblem = (typeof SETTINGS_PROBLEMS)[number];

export const isSettingsProblem = (value: unknown): value is SettingsProblem =>
  typeof value === "string" && (SETTINGS_PROBLEMS as readonly string[]).includes(value);

export const EMAIL_OFF = "Email is off on this server (no SMTP_URL is set): choose in the inbox, or off.";

export function problemText(problem: SettingsProblem, kind: AlertKind | null, detail?: string | null): string {
  switch (problem) {
    case "role":
      return kind ? refusalFor(kind) : "Your role cannot receive this kind of alert.";
    case "emailOff":
      return EMAIL_OFF;
    case "locked":
      return `Nothing changed: "${kind ? alertKindLabel(kind) : "This kind"}" is locked for your role by an admin: ${detail ?? "ask an admin why"}.`;
    case "neverOff":
      return `Nothing changed: ${NEVER_OFF_REASON}`;
    case "reason":
      return "Nothing changed: say why it is locked; staff see the reason beside it.";
    case "timeZone":
      return `Nothing changed: ${detail ? `"${detail}" is not` : "that is not"} a time zone we know. Use an IANA name such as Europe/Zurich or America/New_York.`;
    case "digestHour":
      return "Nothing changed: choose the digest's hour, a whole hour from 0 to 23.";
    case "invalid":
      return "Nothing changed: the form sent something it cannot have offered. Reload the page and try again.";
    case "forbidden":
      return "Nothing changed: your role may not do this.";
    case "notFound":
      return "There is no such alert in your inbox.";
  }
}
