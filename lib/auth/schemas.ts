import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@/lib/domain/control-characters";
import { ROLES } from "./roles";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** The one message for every failed sign-in: it never says whether the account exists. */
export const SIGN_IN_FAILED_MESSAGE = "Email or password is incorrect.";

export const signInSchema = z.object({
  email: z.email({ message: "Enter your work email address." }).max(254),
  // Length limits only: a stricter rule here would tell an attacker something about real passwords.
  password: z.string().min(1, { message: "Enter your password." }).max(MAX_PASSWORD_LENGTH),
  next: z.string().max(2048).optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const staffEmailSchema = z
  .email({ message: "Enter a valid email address." })
  .max(254)
  .transform((e) => e.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH);

/** An account's id as the staff page sends it back: printable text, never a NUL for the database to refuse. */
const userIdSchema = z
  .string()
  .min(1)
  .max(128)
  .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTER_MESSAGE });

export const changeStaffRoleSchema = z.object({
  userId: userIdSchema,
  role: z.enum(ROLES),
});
export type ChangeStaffRoleInput = z.infer<typeof changeStaffRoleSchema>;

export const staffAccountSchema = z.object({ userId: userIdSchema });

export const setStaffDisabledSchema = staffAccountSchema.extend({ disabled: z.boolean() });
export type SetStaffDisabledInput = z.infer<typeof setStaffDisabledSchema>;

export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { message: "Enter your current password." }).max(MAX_PASSWORD_LENGTH),
    newPassword: newPasswordSchema,
    repeatPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((input) => input.newPassword === input.repeatPassword, {
    path: ["repeatPassword"],
    message: "The two new passwords differ.",
  });
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordSchema>;

const PLACEHOLDER_ORIGIN = "http://hedge-desk.invalid";
// Tabs, newlines and other controls are dropped by URL parsers, so "/\t/evil.example" would become "//evil.example".
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Only a path on this site, checked as the URL parser normalises it and decoded, so no spelling of "//" passes. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || CONTROL_OR_BACKSLASH.test(next)) return "/";
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return "/";
  if (url.pathname.startsWith("//") || decodedPath.startsWith("//") || CONTROL_OR_BACKSLASH.test(decodedPath))
    return "/";
  if (decodedPath === "/sign-in" || decodedPath.startsWith("/api/")) return "/";
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The result itself must stay on this site when a browser resolves it.
  return new URL(target, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN ? target : "/";
}
