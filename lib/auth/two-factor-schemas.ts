import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "./schemas";

const TOTP_CODE = /^\d{6}$/;
// better-auth's backup codes: ten letters or digits, shown as "abcde-12345".
const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";
export const BACKUP_CODE_MESSAGE = "Enter a backup code as it was shown, like abcde-12345.";
export const WRONG_CODE_MESSAGE =
  "That code is not right. Check the code in your authenticator app (it changes every 30 seconds) and try again.";
export const SIGN_IN_AGAIN_MESSAGE =
  "This sign-in has expired or had too many wrong codes. Enter your email and password again.";
export const WRONG_BACKUP_CODE_MESSAGE = "That backup code is not right, or it was used already: each one works once.";

export const totpCodeSchema = z.string().trim().regex(TOTP_CODE, { message: TOTP_CODE_MESSAGE });

/** Typed with or without the dash; stored with it. */
export const backupCodeSchema = z
  .string()
  .trim()
  .transform((code) => (/^[A-Za-z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code))
  .pipe(z.string().regex(BACKUP_CODE, { message: BACKUP_CODE_MESSAGE }));

export const twoFactorMethodSchema = z.enum(["totp", "backup"]);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

export const twoFactorSignInSchema = z
  .object({ method: twoFactorMethodSchema, code: z.string().max(32), next: z.string().max(2048).optional() })
  .transform((input, ctx) => {
    const parsed = (input.method === "totp" ? totpCodeSchema : backupCodeSchema).safeParse(input.code);
    if (parsed.success) return { ...input, code: parsed.data };
    ctx.addIssue({ code: "custom", path: ["code"], message: parsed.error.issues[0]?.message ?? TOTP_CODE_MESSAGE });
    return z.NEVER;
  });
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

const passwordSchema = z.string().min(1, { message: "Enter your password." }).max(MAX_PASSWORD_LENGTH);

export const startEnrolmentSchema = z.object({ password: passwordSchema });
export const confirmEnrolmentSchema = z.object({ code: totpCodeSchema });
export const turnOffTwoFactorSchema = z.object({ password: passwordSchema, code: totpCodeSchema });
