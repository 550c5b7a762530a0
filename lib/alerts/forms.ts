import { z } from "zod";
import { ALERT_CHANNELS, ALERT_SCOPES, DIGEST_DAYS } from "@/lib/db/schema/alerts";
import { isAlertKind, type AlertKind } from "./kinds";

// What the inbox's and the alert settings' forms may send; every field checked on the server.

const kindSchema = z
  .string()
  .refine(isAlertKind, "There is no such kind of alert.")
  .transform((k) => k as AlertKind);

/** An IANA zone the runtime knows ("Europe/Zurich", "UTC"), spelled as its list spells it, else as typed (an alias). */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return null;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
  } catch {
    return null;
  }
  const listed = Intl.supportedValuesOf("timeZone").find((zone) => zone.toLowerCase() === value.toLowerCase());
  return listed ?? value;
}

export const subscriptionSchema = z.strictObject({
  kind: kindSchema,
  channel: z.enum(ALERT_CHANNELS, "Choose in-app, email instant, email digest or off."),
  scope: z.enum(ALERT_SCOPES, "Choose everything, or mine or unassigned.").default("all"),
});

export const preferencesSchema = z.strictObject({
  timeZone: z
    .string()
    .trim()
    .max(64)
    .transform((value, ctx) => {
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      ctx.addIssue({
        code: "custom",
        message: `"${value.slice(0, 64)}" is not a time zone we know: use an IANA name such as Europe/Zurich or America/New_York.`,
      });
      return z.NEVER;
    }),
  digestHour: z
    .string("Choose the digest's hour, 0 to 23.")
    .trim()
    .regex(/^\d{1,2}$/, "Choose a whole hour from 0 to 23.")
    .transform(Number)
    .pipe(z.number().max(23, "Choose a whole hour from 0 to 23.")),
  digestDays: z.enum(DIGEST_DAYS, "Choose business days or every day."),
});

export const teamDefaultSchema = z.strictObject({
  role: z.enum(["viewer", "operator", "admin"], "Choose a role."),
  kind: kindSchema,
  channel: z.enum(ALERT_CHANNELS, "Choose in-app, email instant, email digest or off."),
  scope: z.enum(ALERT_SCOPES).default("all"),
  mandatory: z
    .enum(["on", "1", "true"])
    .optional()
    .transform((value) => value !== undefined),
  reason: z.string().trim().max(300, "Keep the reason under 300 characters.").optional(),
});

export const markReadSchema = z.strictObject({
  alertId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const markAllReadSchema = z.strictObject({ kind: kindSchema.optional() });
